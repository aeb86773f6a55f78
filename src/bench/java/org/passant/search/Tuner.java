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
 * Writes the weights in the format {@link Weights} reads. HOLDOUT (0 when not given) is the fraction of
 * DATA's lines, its last ones (whole games, as {@link TuningData} writes a game's positions together),
 * left out of the fit and scored apart, so that overfitting shows: its loss against the blended
 * target, the engine's label alone and the game's result alone, before and after. REG (0 when not
 * given) pulls each weight towards its starting value (an L2 penalty of REG per square centipawn,
 * added to the mean loss), so that weights few positions use do not follow those positions' noise.
 *
 * <pre>java -cp target/classes:target/bench-classes org.passant.search.Tuner chess|atomic DATA EPOCHS LAMBDA OUT [HOLDOUT [REG]]</pre>
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
        double holdout = args.length > 5 ? Double.parseDouble(args[5]) : 0;
        double reg = args.length > 6 ? Double.parseDouble(args[6]) : 0;
        int[] start = variant == Variant.ATOMIC ? Weights.ATOMIC : Weights.CHESS;

        int n = lines.size();
        int[] offsets = new int[n + 1];
        short[] index = new short[n * 200];
        short[] count = new short[n * 200];
        double[] phase = new double[n];
        double[] scale = new double[n];
        double[] target = new double[n];
        double[] labels = new double[n];
        double[] results = new double[n];
        int firstHeld = (int) Math.round(n * (1 - holdout));
        int heldFrom = -1; // the first kept position of the held-out lines
        int line = 0;
        Evaluation evaluation = new Evaluation();
        int kept = 0;
        int at = 0;
        for (String text : lines) {
            if (line++ == firstHeld) {
                heldFrom = kept;
            }
            String[] f = text.split(";");
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
            labels[kept] = label;
            results[kept] = Double.parseDouble(f[2]);
            target[kept] = lambda * results[kept] + (1 - lambda) * label;
            kept++;
            offsets[kept] = at;
        }
        int train = heldFrom < 0 ? kept : heldFrom;
        System.err.printf(Locale.ROOT, "%d positions, %d kept, %.1f features each; %d fitted, %d held out%n", n, kept,
                (double) at / kept, train, kept - train);

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
            double heldLoss = 0;
            double heldLabel = 0;
            double heldResult = 0;
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
                if (j >= train) {
                    heldLoss += diff * diff;
                    heldLabel += (sig - labels[j]) * (sig - labels[j]);
                    heldResult += (sig - results[j]) * (sig - results[j]);
                    continue;
                }
                loss += diff * diff;
                double g = 2 * diff * sig * (1 - sig) * K;
                double gm = g * phase[j];
                double ge = g * scale[j] * (1 - phase[j]);
                for (int k = offsets[j]; k < offsets[j + 1]; k++) {
                    gradMg[index[k]] += gm * count[k];
                    gradEg[index[k]] += ge * count[k];
                }
            }
            if (epoch % 50 == 0 || epoch == epochs) {
                System.err.printf(Locale.ROOT, "epoch %d: loss %.6f", epoch, loss / train);
                if (train < kept) {
                    int h = kept - train;
                    System.err.printf(Locale.ROOT, ", held out %.6f (label alone %.6f, result alone %.6f)", heldLoss / h, heldLabel / h,
                            heldResult / h);
                }
                System.err.println();
            }
            if (epoch == epochs) {
                break;
            }
            double rate = epoch < epochs / 2 ? 1.0 : 0.3;
            double c1 = 1 - Math.pow(beta1, epoch + 1);
            double c2 = 1 - Math.pow(beta2, epoch + 1);
            for (int i = 0; i < Weights.SIZE; i++) {
                for (int half = 0; half < 2; half++) {
                    double g = (half == 0 ? gradMg[i] : gradEg[i]) / train;
                    int a = 2 * i + half;
                    if (g != 0 || m1[a] != 0) {
                        g += 2 * reg * (half == 0 ? mg[i] - Weights.mg(start[i]) : eg[i] - Weights.eg(start[i]));
                    }
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
            out.println("# " + variant.id() + " evaluation weights fitted by search.Tuner (src/bench) to " + train + " positions of " + args[1]
                    + ", " + epochs + " epochs, lambda " + lambda
                    + (reg > 0 ? ", regularisation " + reg : ""));
            Weights.write(w, out);
        }
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
