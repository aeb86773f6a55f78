package org.passant.search;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.passant.fast.SearchBoard;
import org.passant.notation.Fen;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * Fits the evaluation's {@link Weights} to scored positions (a tool, not a test; the positions
 * from {@link TuningData}): the evaluation of each position is a sum of weights times the counts
 * its {@link Evaluation#trace} records, so the mean squared difference between the logistic of
 * that sum and the logistic of the position's label (the stronger engine's score, blended with
 * the game's result by {@code lambda}) is minimised by gradient descent (Adam), every weight at
 * once. Positions the draw rules change ({@link Evaluation}'s clamp and mop-up) are left out.
 * Writes the weights in the format {@link Weights} reads.
 *
 * <pre>java -cp target/classes:target/bench-classes org.passant.search.Tuner chess|atomic DATA EPOCHS LAMBDA OUT</pre>
 */
public final class Tuner {
    private Tuner() {
    }

    /** The logistic's scale: 400 centipawns are odds of ten to one. */
    private static final double K = Math.log(10) / 400;

    public static void main(String[] args) throws IOException {
        Variant variant = Variant.byId(args[0]);
        List<String> lines = Files.readAllLines(Path.of(args[1]));
        int epochs = Integer.parseInt(args[2]);
        double lambda = Double.parseDouble(args[3]);
        int[] start = variant == Variant.ATOMIC ? Weights.ATOMIC : Weights.CHESS;

        int n = lines.size();
        int[] offsets = new int[n + 1];
        short[] index = new short[n * 200];
        short[] count = new short[n * 200];
        double[] phase = new double[n];
        double[] scale = new double[n];
        double[] target = new double[n];
        Evaluation evaluation = new Evaluation();
        int kept = 0;
        int at = 0;
        for (String line : lines) {
            String[] f = line.split(";");
            SearchBoard b = SearchBoard.of(Fen.position(f[0], variant, Validation.LENIENT), 1);
            evaluation.trace = new int[Weights.SIZE];
            int score = evaluation.evaluate(b);
            int white = b.whiteToMove() ? score : -score;
            int sum = 0;
            int begin = at;
            for (int i = 0; i < Weights.SIZE; i++) {
                int c = evaluation.trace[i];
                if (c != 0) {
                    if (at == index.length) {
                        throw new IllegalStateException("more than 200 features a position");
                    }
                    index[at] = (short) i;
                    count[at] = (short) c;
                    at++;
                    sum += c * start[i];
                }
            }
            int p = evaluation.tracePhase;
            int s = evaluation.traceScale;
            if ((Weights.mg(sum) * p + Weights.eg(sum) * s / 128 * (24 - p)) / 24 != white) {
                at = begin; // the draw rules changed this one
                continue;
            }
            phase[kept] = p / 24.0;
            scale[kept] = s / 128.0;
            double label = sigmoid(K * Integer.parseInt(f[1]));
            target[kept] = lambda * Double.parseDouble(f[2]) + (1 - lambda) * label;
            kept++;
            offsets[kept] = at;
        }
        System.err.printf(Locale.ROOT, "%d positions, %d kept, %.1f features each%n", n, kept, (double) at / kept);

        double[] mg = new double[Weights.SIZE];
        double[] eg = new double[Weights.SIZE];
        for (int i = 0; i < Weights.SIZE; i++) {
            mg[i] = Weights.mg(start[i]);
            eg[i] = Weights.eg(start[i]);
        }
        double[] gradMg = new double[Weights.SIZE];
        double[] gradEg = new double[Weights.SIZE];
        double[] m1 = new double[2 * Weights.SIZE];
        double[] m2 = new double[2 * Weights.SIZE];
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int epoch = 0; epoch <= epochs; epoch++) {
            java.util.Arrays.fill(gradMg, 0);
            java.util.Arrays.fill(gradEg, 0);
            double loss = 0;
            for (int j = 0; j < kept; j++) {
                double m = 0;
                double e = 0;
                for (int k = offsets[j]; k < offsets[j + 1]; k++) {
                    m += count[k] * mg[index[k]];
                    e += count[k] * eg[index[k]];
                }
                double eval = m * phase[j] + e * scale[j] * (1 - phase[j]);
                double sig = sigmoid(K * eval);
                double diff = sig - target[j];
                loss += diff * diff;
                double g = 2 * diff * sig * (1 - sig) * K;
                double gm = g * phase[j];
                double ge = g * scale[j] * (1 - phase[j]);
                for (int k = offsets[j]; k < offsets[j + 1]; k++) {
                    gradMg[index[k]] += gm * count[k];
                    gradEg[index[k]] += ge * count[k];
                }
            }
            if (epoch % 50 == 0) {
                System.err.printf(Locale.ROOT, "epoch %d: loss %.6f%n", epoch, loss / kept);
            }
            if (epoch == epochs) {
                break;
            }
            double rate = epoch < epochs / 2 ? 1.0 : 0.3;
            double c1 = 1 - Math.pow(beta1, epoch + 1);
            double c2 = 1 - Math.pow(beta2, epoch + 1);
            for (int i = 0; i < Weights.SIZE; i++) {
                for (int half = 0; half < 2; half++) {
                    double g = (half == 0 ? gradMg[i] : gradEg[i]) / kept;
                    int a = 2 * i + half;
                    m1[a] = beta1 * m1[a] + (1 - beta1) * g;
                    m2[a] = beta2 * m2[a] + (1 - beta2) * g * g;
                    double step = rate * (m1[a] / c1) / (Math.sqrt(m2[a] / c2) + 1e-12);
                    if (g == 0 && m1[a] == 0) {
                        continue; // a weight no position uses keeps its value
                    }
                    if (half == 0) {
                        mg[i] -= step;
                    } else {
                        eg[i] -= step;
                    }
                }
            }
        }
        int[] w = new int[Weights.SIZE];
        for (int i = 0; i < Weights.SIZE; i++) {
            w[i] = Weights.pack((int) Math.round(mg[i]), (int) Math.round(eg[i]));
        }
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[4]), StandardCharsets.UTF_8))) {
            out.println("# " + variant.id() + " evaluation weights fitted by search.Tuner (src/bench) to " + kept + " positions of " + args[1]
                    + ", " + epochs + " epochs, lambda " + lambda);
            Weights.write(w, out);
        }
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
