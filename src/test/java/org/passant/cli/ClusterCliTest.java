package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.CliTest.Result;
import org.passant.proof.Repo;

/**
 * --cluster on the command line, Spark embedded ({@code local[2]}): the same output as without it,
 * the ep2 universe recording and resuming, and the one-line errors (exit code 2), also when Spark is
 * not on the class path.
 */
class ClusterCliTest {

    private static Result run(String... args) {
        return CliTest.run(args);
    }

    @Test
    void perftDivideOnTheClusterPrintsWhatOneMachinePrints() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Result here = run("perft", "--fen", kiwipete, "--depth", "4", "--divide");
        Result cluster = run("perft", "--fen", kiwipete, "--depth", "4", "--divide", "--cluster", "local[2]", "--split-depth", "2");
        assertEquals(0, cluster.code(), cluster.err());
        assertEquals(here.out(), cluster.out());
        assertTrue(here.out().endsWith("\nNodes searched: 4085603\n"), here.out()); // published: Kiwipete perft 4
        assertTrue(cluster.err().contains("cluster local[2], 2 cores: split depth 2: 2,039 paths to "),
                cluster.err());
    }

    @Test
    void ep2RecordsItsSlicesAndResumes(@TempDir Path dir) throws Exception {
        Path progress = dir.resolve("ep2.progress");
        String[] args = {"modelcheck", "--universe", "ep2", "--slices", "24892", "--cluster", "local[2]",
            "--progress-file", progress.toString()};
        Result first = run(args);
        assertEquals(0, first.code(), first.err() + first.out());
        assertTrue(first.out().startsWith("ep2 universe (kernel, cluster local[2]): "), first.out());
        assertTrue(first.out().contains("slices 1 of 99,120 (a pawn pair with both kings placed): 1 in this run, 0 recorded"),
                first.out());
        assertTrue(first.out().contains("\n  placements 165,881: "), first.out());
        assertTrue(first.out().contains(" states checked, 0 violations, "), first.out());
        assertTrue(Files.readString(progress).contains("\ndone\t24892\t"), Files.readString(progress));

        Result again = run(args);
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains(": 0 in this run, 1 recorded before it in " + progress), again.out());
        assertEquals(states(first.out()), states(again.out()));
    }

    private static String states(String out) {
        return out.substring(out.indexOf("): ") + 3, out.indexOf(" states checked"));
    }

    @Test
    void clusterOptionsRefuseWhatTheyDoNotApplyTo() {
        CliTest.assertBadInput(run("perft", "--depth", "3", "--split-depth", "2"));
        CliTest.assertBadInput(run("perft", "--depth", "3", "--split-depth", "0", "--cluster", "local[2]"));
        CliTest.assertBadInput(run("modelcheck", "--universe", "tree", "--cluster", "local[2]"));
        CliTest.assertBadInput(run("modelcheck", "--universe", "ep", "--cluster", "local[2]", "--max-states", "5"));
        CliTest.assertBadInput(run("modelcheck", "--universe", "ep", "--slices", "24892"));
        Result notASlice = run("modelcheck", "--universe", "ep2", "--slices", "0");
        CliTest.assertBadInput(notASlice);
        assertTrue(notASlice.err().contains("--slices: 0 is no slice"), notASlice.err());
        CliTest.assertBadInput(run("modelcheck", "--universe", "ep2", "--slices", "12-x"));
        CliTest.assertBadInput(run("modelcheck", "--universe", "ep2", "--slices", "114688"));
        Result master = run("perft", "--depth", "1", "--cluster", "nowhere://at-all");
        CliTest.assertBadInput(master);
        assertTrue(master.err().startsWith("passant: --cluster nowhere://at-all: "), master.err());
    }

    @Test
    void withoutSparkOnTheClassPathClusterIsBadInput() throws Exception {
        // Passant's classes and picocli, as java -jar target/passant.jar has them: no Spark
        List<String> classpath = new ArrayList<>();
        classpath.add(Repo.root().resolve("target/classes").toString());
        for (String jar : Files.readString(Repo.root().resolve("target/spark-classpath")).strip().split(File.pathSeparator)) {
            if (jar.contains("picocli")) {
                classpath.add(jar);
            }
        }
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                String.join(File.pathSeparator, classpath), "org.passant.cli.Main", "perft", "--depth", "2", "--cluster", "local[2]")
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        String err = new String(p.getErrorStream().readAllBytes());
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        CliTest.assertBadInput(new Result(p.exitValue(), out, err));
        assertTrue(err.startsWith("passant: --cluster local[2]: Apache Spark is not on the class path;"), err);
    }
}
