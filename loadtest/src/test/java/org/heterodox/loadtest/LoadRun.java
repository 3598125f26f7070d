package org.heterodox.loadtest;

import java.time.Duration;

/**
 * Manual load run: {@code LoadRun GAMES PLIES THINK_MS [anonymous|accounts]}; a warm-up run, then the
 * measured one (not a test). Players log in with accounts unless the fourth argument is {@code anonymous}.
 */
public final class LoadRun {
    private LoadRun() {
    }

    public static void main(String[] args) throws Exception {
        try (ScratchServer server = ScratchServer.start()) {
            boolean accounts = args.length < 4 || !args[3].equals("anonymous");
            LoadClient client = new LoadClient(server.uri(), 1).withAccounts(accounts);
            int games = Integer.parseInt(args[0]);
            int plies = Integer.parseInt(args[1]);
            long think = Long.parseLong(args[2]);
            System.out.println("warm-up: " + client.run(games, plies, think, Duration.ofSeconds(600)));
            System.out.println("measured: " + client.run(games, plies, think, Duration.ofSeconds(600)));
            System.out.printf("players %s; setup (registrations, games, connections) %.1f s%n",
                    accounts ? "with accounts" : "anonymous", client.setupSeconds());
        }
    }
}
