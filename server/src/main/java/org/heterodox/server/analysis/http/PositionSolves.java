package org.heterodox.server.analysis.http;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.SolveControl;
import org.heterodox.engine.problem.SolveStoppedException;
import org.heterodox.engine.problem.SolutionWriter;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.analysis.SolveLimits;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;

/**
 * {@code POST /api/positions/solve}: the board editor's "Solve". Problems within the server's
 * {@link SolveLimits} (moves, positions, time), {@value #AT_ONCE} at a time and one per client address,
 * so that no request, nor one client's many, can hold the solver; longer ones are for
 * {@code heterodox solve}.
 */
final class PositionSolves {
    static final int AT_ONCE = 2;
    private final SolveLimits limits;
    private final Semaphore running = new Semaphore(AT_ONCE);
    /** The client addresses solving now: one problem each, so two requests of one client cannot take every slot. */
    private final Set<String> solving = ConcurrentHashMap.newKeySet();

    PositionSolves(SolveLimits limits) {
        this.limits = limits;
    }

    PositionSolveView solve(String body, String client) {
        PositionSolveRequest request = Json.read(body, PositionSolveRequest.class);
        String spec = Fields.required("variant", request.variant(), 200);
        String fen = Fields.required("fen", request.fen(), PositionCheck.MAX_FEN);
        String text = Fields.required("stipulation", request.stipulation(), 8);
        Stipulation stipulation;
        try {
            stipulation = Stipulation.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("stipulation: " + e.getMessage());
        }
        if (stipulation.moves() > limits.maxMoves()) {
            throw ApiException.badRequest("stipulation: the board editor solves problems of up to " + limits.maxMoves()
                    + " moves; longer ones with 'heterodox solve'");
        }
        Variant variant = GameFields.variant(spec);
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            throw ApiException.badRequest("fen: " + e.getMessage());
        }
        if (!solving.add(client)) {
            throw new ApiException(429, "you are solving another problem; wait for its answer");
        }
        if (!running.tryAcquire()) {
            solving.remove(client);
            throw new ApiException(429, "the server is solving other problems; try again in a moment");
        }
        try {
            ProblemSolver solver = new ProblemSolver(position, stipulation)
                    .control(new SolveControl().nodeLimit(limits.nodes()).timeLimit(limits.millis()));
            List<String> lines = SolutionWriter.write(position, solver, stipulation, variant.notations().get(0));
            String last = lines.get(lines.size() - 1);
            int solutions = Integer.parseInt(last.substring("Solutions: ".length()));
            return new PositionSolveView(variant.spec().toString(), position.toFen(), stipulation.toString(), solutions,
                    lines, solver.nodes());
        } catch (SolveStoppedException e) {
            throw new ApiException(422, "stipulation: " + e.getMessage() + " here; solve it with 'heterodox solve'");
        } finally {
            running.release();
            solving.remove(client);
        }
    }
}
