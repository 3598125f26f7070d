package org.heterodox.server.mail;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.server.ServerConfig;

/** A real SMTP server in the test JVM (GreenMail, on a free port) and the helpers to read what reached it. */
final class MailBox implements AutoCloseable {
    static final String SITE = "https://play.example.org";
    private static final Pattern LINK = Pattern.compile(Pattern.quote(SITE) + "/#/([a-z]+)/([A-Za-z0-9_-]+)");

    final GreenMail smtp = new GreenMail(ServerSetupTest.SMTP.dynamicPort());

    MailBox() {
        smtp.start();
    }

    /** The server's settings changed to send mail here with links to {@link #SITE}. */
    ServerConfig configure(ServerConfig config) {
        return config.withPublicUrl(SITE).withMail(MailSettings.of("smtp://127.0.0.1:" + smtp.getSmtp().getPort(),
                null, null, null, SITE).withNoticeSweepMs(200));
    }

    /** Waits for {@code count} mails in all, then answers every mail received. */
    List<MimeMessage> await(int count) {
        if (!smtp.waitForIncomingEmail(Duration.ofSeconds(15).toMillis(), count)) {
            throw new AssertionError("expected " + count + " mails, got " + smtp.getReceivedMessages().length);
        }
        return Arrays.asList(smtp.getReceivedMessages());
    }

    /** Waits for the mails to {@code address} whose subject starts with {@code subject}; fails after 15 s without one. */
    List<MimeMessage> to(String address, String subject) {
        long until = System.currentTimeMillis() + 15_000;
        while (System.currentTimeMillis() < until) {
            List<MimeMessage> found = Arrays.stream(smtp.getReceivedMessages()).filter(m -> {
                try {
                    return m.getAllRecipients()[0].toString().equals(address) && m.getSubject().startsWith(subject);
                } catch (jakarta.mail.MessagingException e) {
                    throw new AssertionError(e);
                }
            }).toList();
            if (!found.isEmpty()) {
                return found;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no mail to " + address + " about " + subject);
    }

    /** Waits a moment for mails that should not come, and answers how many came in all. */
    int settle() throws InterruptedException {
        Thread.sleep(1500);
        return smtp.getReceivedMessages().length;
    }

    static String text(MimeMessage message) {
        try {
            return ((String) message.getContent()).replace("\r\n", "\n");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** The token of the link to the app's {@code route} in a mail. */
    static String token(MimeMessage message, String route) {
        Matcher link = LINK.matcher(text(message));
        while (link.find()) {
            if (link.group(1).equals(route)) {
                return link.group(2);
            }
        }
        throw new AssertionError("no " + route + " link in: " + text(message));
    }

    @Override
    public void close() {
        smtp.stop();
    }
}
