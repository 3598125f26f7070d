package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.ParseResult;

/**
 * The command lines that the deployment files give the program (docs/ops's compose file and systemd
 * units, the container image's default arguments in this module's pom) are ones it accepts.
 */
class OpsCommandLinesTest {
    private static final Path ROOT = Path.of("..");

    @Test
    void theComposeServersArgumentsAreServeOptions() throws Exception {
        String compose = Files.readString(ROOT.resolve("docs/ops/compose.yml"));
        // Each server's command is a flow sequence written as a JSON array.
        Matcher command = Pattern.compile("command: (\\[\"serve\".*?\\])", Pattern.DOTALL).matcher(compose);
        int servers = 0;
        while (command.find()) {
            String[] args = new ObjectMapper().readValue(command.group(1), String[].class);
            accepted(Arrays.stream(args).map(a -> a.replaceAll("\\$\\{[A-Z_]+:-([^}]*)}", "$1")).toList());
            servers++;
        }
        assertThat(servers).isEqualTo(2);
    }

    @Test
    void theSystemdUnitsCommandLinesAreAccepted() throws Exception {
        for (String unit : new String[] {"heterodox.service", "heterodox-backup.service"}) {
            String text = Files.readString(ROOT.resolve("docs/ops").resolve(unit)).replace("\\\n", " ");
            Matcher exec = Pattern.compile("^ExecStart=.*?heterodox\\.jar (.*?)'?$", Pattern.MULTILINE).matcher(text);
            assertThat(exec.find()).as(unit).isTrue();
            String line = exec.group(1).replaceAll("\\$\\(date [^)]*\\)", "20261128T033000Z");
            accepted(Arrays.asList(line.trim().split("\\s+")));
        }
    }

    @Test
    void theImagesDefaultArgumentsAreAccepted() throws Exception {
        String pom = Files.readString(Path.of("pom.xml"));
        Matcher block = Pattern.compile("<args>(.*?)</args>", Pattern.DOTALL).matcher(pom);
        assertThat(block.find()).isTrue();
        List<String> args = new ArrayList<>();
        Matcher arg = Pattern.compile("<arg>(.*?)</arg>").matcher(block.group(1));
        while (arg.find()) {
            args.add(arg.group(1));
        }
        assertThat(args).containsExactly("serve", "--host", "0.0.0.0", "--data", "/data");
        accepted(args);
    }

    private static void accepted(List<String> args) {
        ParseResult parsed = Main.commandLine().parseArgs(args.toArray(String[]::new));
        assertThat(parsed.subcommand()).as("%s", args).isNotNull();
        assertThat(parsed.subcommand().unmatched()).as("%s", args).isEmpty();
    }
}
