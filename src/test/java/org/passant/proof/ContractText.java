package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The kernel's contracts as text, pinned: every spec case of every kernel method (and every
 * {@code accessible} clause, a dependency contract) read from the sources under the id
 * {@link KeyProver} gives it ({@code EnPassant.rank}, {@code EnPassant.isLegal#2},
 * {@code Generate.isLegal@reads}), normalised (comments out, whitespace collapsed, one clause a line,
 * the method's signature first) and fingerprinted. {@code proofs/accepted.txt} holds the accepted
 * text of each; the build fails while a contract's text differs from it ({@code ContractPinTest},
 * and {@link ProofRun} before proving), so a contract cannot be weakened without a change to that
 * tracked file, which review sees.
 *
 * <p>Depends on nothing but the JDK, so that the accept command runs without a build:
 * <pre>
 * java src/test/java/org/passant/proof/ContractText.java                      # what differs, old and new
 * java src/test/java/org/passant/proof/ContractText.java --accept ID [ID...]  # print, then accept these
 * java src/test/java/org/passant/proof/ContractText.java --accept-all         # print, then accept every change
 * </pre>
 */
public final class ContractText {
    private ContractText() {
    }

    /** The accepted list, under the repository root. */
    public static final String ACCEPTED = "proofs/accepted.txt";

    /** The suffix of a dependency contract's id ({@link KeyProver#READS}). */
    public static final String READS = "@reads";

    /** The kernel's sources, under the repository root. */
    public static final String KERNEL_DIR = "src/main/java/org/passant/kernel";

    /** A method declaration of the kernel: every kernel method is static. */
    private static final Pattern DECLARATION = Pattern.compile(
            "^\\s*(?:(?:public|private|protected)\\s+)?static\\s+(?:final\\s+)?(?:/\\*@\\s*pure\\s*@\\*/\\s+)?[\\w\\[\\]]+\\s+(\\w+)\\s*\\(");

    /** A spec case's header: {@code also public normal_behavior} and its variants. */
    private static final Pattern HEADER = Pattern.compile(
            "^(?:also\\s+)?((?:(?:public|private|protected)\\s+)?(?:normal_|exceptional_)?behaviou?r)\\b\\s*");

    /** One contract: its id, where it is, its normalised clauses (signature first). */
    public static final class Contract {
        public final String id;
        /** The file, relative to the repository root. */
        public final String file;
        /** The line of the contract's first JML text (of its accessible clause, for a dependency contract). */
        public final int line;
        /** The normalised text, one clause a line: the signature, the case's header, then its clauses. */
        public final List<String> lines;

        Contract(String id, String file, int line, List<String> lines) {
            this.id = id;
            this.file = file;
            this.line = line;
            this.lines = List.copyOf(lines);
        }

        public String text() {
            return String.join("\n", lines);
        }

        /** The first twelve hex digits of the SHA-256 of the text. */
        public String fingerprint() {
            return ContractText.fingerprint(text());
        }

        /** The requires clauses' expressions (without the keyword and the semicolon), in order. */
        public List<String> requires() {
            return clauses("requires");
        }

        /** The expressions of the clauses that begin with {@code keyword} (keyed clauses included). */
        public List<String> clauses(String keyword) {
            List<String> found = new ArrayList<>();
            for (String l : lines) {
                String c = l.replaceFirst("^[+-]KeY@ ", "");
                if (c.startsWith(keyword + " ") && c.endsWith(";")) {
                    found.add(c.substring(keyword.length() + 1, c.length() - 1).trim());
                }
            }
            return found;
        }

        /** The method's name, {@code Type.method}: the id without {@code #n} or {@code @reads}. */
        public String method() {
            return id.replaceAll("(@reads)?(#\\d+)?$", "");
        }

        public String location() {
            return file + ":" + line;
        }

        @Override
        public String toString() {
            return id + " " + fingerprint();
        }
    }

    /** The first twelve hex digits of the SHA-256 of {@code text} (UTF-8). */
    public static String fingerprint(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 6; i++) {
                sb.append(String.format("%02x", d[i] & 0xff));
            }
            return sb.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every contract of every kernel source under {@code repo}, by file name, then in source order. */
    public static List<Contract> read(Path repo) {
        return readDir(repo, repo.resolve(KERNEL_DIR));
    }

    /** As {@link #read}, of a copy of the kernel: the sources under {@code sourceRoot/org/passant/kernel}. */
    public static List<Contract> readKernel(Path sourceRoot) {
        return readDir(sourceRoot, sourceRoot.resolve("org/passant/kernel"));
    }

    /** As {@link #read}, of the sources in one directory (a mutant's copy of the kernel). */
    public static List<Contract> readDirectory(Path dir) {
        return readDir(dir, dir);
    }

    private static List<Contract> readDir(Path root, Path dir) {
        List<Contract> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                String rel = root.relativize(f).toString().replace('\\', '/');
                String type = f.getFileName().toString().replace(".java", "");
                all.addAll(parse(type, rel, Files.readString(f)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return all;
    }

    /** The contracts by id. */
    public static Map<String, Contract> byId(List<Contract> contracts) {
        Map<String, Contract> map = new LinkedHashMap<>();
        contracts.forEach(c -> map.put(c.id, c));
        return map;
    }

    /**
     * The contracts of one source: the JML above each method (its {@code /*@ ... @*&#47;} blocks and its
     * {@code //@}, {@code //+KeY@} and {@code //-KeY@} lines, up to the declaration), split into spec
     * cases at each header; a loop's specification is not a contract (the statement after it ends it).
     */
    static List<Contract> parse(String type, String file, String source) {
        String[] lines = source.split("\n", -1);
        List<String> pieces = new ArrayList<>();
        int firstLine = -1;
        List<Integer> pieceLines = new ArrayList<>();
        List<Contract> contracts = new ArrayList<>();
        boolean inJml = false;
        boolean inComment = false;
        StringBuilder block = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].trim();
            if (inJml) {
                boolean ends = t.contains("@*/");
                String content = ends ? t.substring(0, t.indexOf("@*/")) : t;
                block.append(' ').append(stripComment(content.replaceFirst("^@+", "")));
                if (ends) {
                    pieces.add(block.toString());
                    inJml = false;
                }
                continue;
            }
            if (inComment) {
                inComment = !t.contains("*/");
                continue;
            }
            if (t.startsWith("/*@")) {
                firstLine = firstLine < 0 ? i + 1 : firstLine;
                pieceLines.add(i + 1);
                String content = t.substring(3);
                if (content.contains("@*/")) {
                    pieces.add(stripComment(content.substring(0, content.indexOf("@*/"))));
                } else {
                    block = new StringBuilder(stripComment(content));
                    inJml = true;
                }
                continue;
            }
            Matcher keyed = Pattern.compile("^//([+-]KeY)?@(.*)$").matcher(t);
            if (keyed.matches()) {
                firstLine = firstLine < 0 ? i + 1 : firstLine;
                pieceLines.add(i + 1);
                String clause = stripComment(keyed.group(2));
                pieces.add(keyed.group(1) == null ? clause : "\u0000" + keyed.group(1) + "@ " + clause.trim());
                continue;
            }
            if (t.startsWith("/*")) {
                inComment = !t.contains("*/");
                continue;
            }
            if (t.isEmpty() || t.startsWith("//")) {
                continue;
            }
            Matcher m = DECLARATION.matcher(lines[i]);
            if (m.find() && !pieces.isEmpty()) {
                StringBuilder signature = new StringBuilder(t);
                for (int j = i + 1; j < lines.length && depth(signature.toString()) > 0; j++) {
                    signature.append(' ').append(lines[j].trim());
                }
                String sig = collapse(signature.toString().replaceFirst("\\s*\\{.*$", "").replaceFirst("^(public|private|protected)\\s+", ""));
                contracts.addAll(cases(type + "." + m.group(1), file, sig, pieces, pieceLines, firstLine));
            }
            pieces = new ArrayList<>();
            pieceLines = new ArrayList<>();
            firstLine = -1;
        }
        return contracts;
    }

    /** The spec cases and accessible clauses of one method, with their ids. */
    private static List<Contract> cases(String base, String file, String signature, List<String> pieces, List<Integer> pieceLines,
            int firstLine) {
        // One string of clauses; a keyed clause keeps its marker (behind a NUL, so that no JML text can look like one).
        StringBuilder all = new StringBuilder();
        List<Integer> caseLines = new ArrayList<>();
        for (int p = 0; p < pieces.size(); p++) {
            all.append(' ').append(pieces.get(p));
            for (String clause : splitClauses(pieces.get(p))) {
                if (HEADER.matcher(collapse(clause.replace("\u0000", ""))).find()) {
                    caseLines.add(pieceLines.get(p));
                }
            }
        }
        List<List<String>> caseClauses = new ArrayList<>();
        List<String> headers = new ArrayList<>();
        List<String> current = null;
        for (String clause : splitClauses(all.toString())) {
            String c = collapse(clause.replace("\u0000", ""));
            Matcher h = HEADER.matcher(c);
            if (h.find()) {
                current = new ArrayList<>();
                caseClauses.add(current);
                headers.add(collapse(h.group(1)));
                c = c.substring(h.end()).trim();
                if (c.isEmpty()) {
                    continue;
                }
            }
            if (current == null) {
                // a lightweight case, without a header: it begins where the specification does
                current = new ArrayList<>();
                caseClauses.add(current);
                headers.add("");
                caseLines.add(0, firstLine);
            }
            current.add(c);
        }
        List<Contract> result = new ArrayList<>();
        List<Contract> reads = new ArrayList<>();
        int functional = 0;
        for (int k = 0; k < caseClauses.size(); k++) {
            List<String> functionalLines = new ArrayList<>(List.of(signature));
            List<String> requires = new ArrayList<>();
            List<String> accessible = new ArrayList<>();
            if (!headers.get(k).isEmpty()) {
                functionalLines.add(headers.get(k));
            }
            for (String c : caseClauses.get(k)) {
                String bare = c.replaceFirst("^[+-]KeY@ ", "");
                if (bare.startsWith("accessible ")) {
                    accessible.add(c);
                } else {
                    functionalLines.add(c);
                    if (bare.startsWith("requires ")) {
                        requires.add(c);
                    }
                }
            }
            boolean onlyReads = headers.get(k).isEmpty() && functionalLines.size() == 1;
            if (!onlyReads) {
                String id = functional == 0 ? base : base + "#" + (functional + 1);
                result.add(new Contract(id, file, caseLines.get(k), functionalLines));
                functional++;
            }
            for (String a : accessible) {
                List<String> readsLines = new ArrayList<>(List.of(signature));
                if (!headers.get(k).isEmpty()) {
                    readsLines.add(headers.get(k));
                }
                readsLines.addAll(requires);
                readsLines.add(a);
                String id = base + READS + (reads.isEmpty() ? "" : "#" + (reads.size() + 1));
                reads.add(new Contract(id, file, accessibleLine(pieceLines, pieces, reads.size()), readsLines));
            }
        }
        result.addAll(reads);
        return result;
    }

    /** The line of the {@code n}-th piece that holds an accessible clause. */
    private static int accessibleLine(List<Integer> pieceLines, List<String> pieces, int n) {
        int seen = 0;
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i).contains("accessible ")) {
                if (seen == n) {
                    return pieceLines.get(i);
                }
                seen++;
            }
        }
        return pieceLines.isEmpty() ? -1 : pieceLines.get(0);
    }

    /** Splits JML text into clauses at each semicolon outside parentheses (a quantifier's are inside), and before each case header. */
    static List<String> splitClauses(String text) {
        List<String> clauses = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0 && startsHeader(text, i) && !collapse(cur.toString().replace("\u0000", "")).isEmpty()) {
                clauses.add(cur.toString());
                cur = new StringBuilder();
            }
            cur.append(c);
            if (c == ';' && depth == 0) {
                clauses.add(cur.toString());
                cur = new StringBuilder();
            }
        }
        if (!collapse(cur.toString().replace("\u0000", "")).isEmpty()) {
            clauses.add(cur.toString());
        }
        return clauses;
    }

    /** Whether a case header ({@code also}, or a behaviour keyword with its visibility) begins at {@code i}, at a word boundary. */
    private static boolean startsHeader(String text, int i) {
        if (i > 0 && (Character.isJavaIdentifierPart(text.charAt(i - 1)) || text.charAt(i - 1) == '\\')) {
            return false;
        }
        Matcher m = HEADER.matcher(text.substring(i, Math.min(text.length(), i + 40)));
        return m.find() && (text.startsWith("also", i) || !precededByHeaderWord(text, i));
    }

    /** Whether the word before {@code i} belongs to the header that begins there ({@code also public}). */
    private static boolean precededByHeaderWord(String text, int i) {
        return text.substring(0, i).matches("(?s).*\\b(also|public|private|protected)\\s*$");
    }

    private static int depth(String s) {
        int d = 0;
        for (char c : s.toCharArray()) {
            d += c == '(' ? 1 : c == ')' ? -1 : 0;
        }
        return d;
    }

    /** A JML line without its end-of-line comment ({@code // EP-RANK}). */
    static String stripComment(String line) {
        int at = line.indexOf("//");
        return at < 0 ? line : line.substring(0, at);
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ").trim();
    }

    // ---- The accepted list ----

    /** The accepted texts by id, in file order; empty when the file does not exist. */
    public static Map<String, List<String>> readAccepted(Path file) {
        Map<String, List<String>> accepted = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return accepted;
        }
        try {
            List<String> current = null;
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("== ")) {
                    String[] f = line.substring(3).trim().split("\\s+");
                    current = new ArrayList<>();
                    accepted.put(f[0], current);
                } else if (current != null && line.startsWith("    ")) {
                    current.add(line.substring(4));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return accepted;
    }

    /** Writes the accepted list: each contract's id and fingerprint, then its text, indented. */
    public static void writeAccepted(Path file, Map<String, List<String>> accepted) {
        StringBuilder sb = new StringBuilder();
        sb.append("# The accepted text of every kernel contract, normalised (proof/ContractText): the build fails while a\n");
        sb.append("# contract in the sources differs from its text here. Written only by the accept command, which prints the\n");
        sb.append("# old and the new text: java src/test/java/org/passant/proof/ContractText.java --accept ID (specs/README.md).\n");
        sb.append("# A change to this file is a change to what is proved: review it as one.\n");
        for (Map.Entry<String, List<String>> e : new TreeMap<>(accepted).entrySet()) {
            sb.append("\n== ").append(e.getKey()).append(' ').append(fingerprint(String.join("\n", e.getValue()))).append('\n');
            for (String l : e.getValue()) {
                sb.append("    ").append(l).append('\n');
            }
        }
        try {
            Files.writeString(file, sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Each difference between the sources and the accepted list, as a message that names the contract
     * and shows the old and the new text; empty when they agree.
     */
    public static List<String> differences(List<Contract> contracts, Map<String, List<String>> accepted) {
        List<String> problems = new ArrayList<>();
        Map<String, Contract> now = byId(contracts);
        for (Contract c : contracts) {
            List<String> old = accepted.get(c.id);
            if (old == null) {
                problems.add(c.id + " (" + c.location() + ") is a new contract, not yet accepted in " + ACCEPTED + ":\n"
                        + diff(List.of(), c.lines));
            } else if (!old.equals(c.lines)) {
                problems.add(c.id + " (" + c.location() + ") differs from its accepted text in " + ACCEPTED + " ("
                        + fingerprint(String.join("\n", old)) + " accepted, " + c.fingerprint() + " now):\n" + diff(old, c.lines));
            }
        }
        for (Map.Entry<String, List<String>> e : accepted.entrySet()) {
            if (!now.containsKey(e.getKey())) {
                problems.add(e.getKey() + " is accepted in " + ACCEPTED + " but is no longer a contract of the sources:\n"
                        + diff(e.getValue(), List.of()));
            }
        }
        return problems;
    }

    /** The failure of a build whose contracts are not the accepted ones: each difference, and how to accept it. */
    public static String failure(List<String> differences) {
        return differences.size() + " kernel contract(s) differ from their accepted text; if the change is meant, accept it"
                + " (the command prints this again) and commit " + ACCEPTED + ":\n"
                + "    java src/test/java/org/passant/proof/ContractText.java --accept ID ...\n\n" + String.join("\n\n", differences);
    }

    /** A line diff of two clause lists: ' ' kept, '-' only in the old text, '+' only in the new (longest common subsequence). */
    static String diff(List<String> old, List<String> now) {
        int[][] lcs = new int[old.size() + 1][now.size() + 1];
        for (int i = old.size() - 1; i >= 0; i--) {
            for (int j = now.size() - 1; j >= 0; j--) {
                lcs[i][j] = old.get(i).equals(now.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int j = 0;
        while (i < old.size() || j < now.size()) {
            if (i < old.size() && j < now.size() && old.get(i).equals(now.get(j))) {
                sb.append("      ").append(old.get(i++)).append('\n');
                j++;
            } else if (i < old.size() && (j == now.size() || lcs[i + 1][j] >= lcs[i][j + 1])) {
                sb.append("    - ").append(old.get(i++)).append('\n');
            } else {
                sb.append("    + ").append(now.get(j++)).append('\n');
            }
        }
        return sb.toString().stripTrailing();
    }

    /** The accepted list with the current text of the contracts named (every changed one with {@code all}). */
    static Map<String, List<String>> accept(List<Contract> contracts, Map<String, List<String>> accepted, List<String> ids, boolean all) {
        Map<String, List<String>> next = new LinkedHashMap<>(accepted);
        Map<String, Contract> now = byId(contracts);
        for (Contract c : contracts) {
            if (all || ids.contains(c.id)) {
                next.put(c.id, c.lines);
            }
        }
        for (String id : accepted.keySet()) {
            if (!now.containsKey(id) && (all || ids.contains(id))) {
                next.remove(id);
            }
        }
        return next;
    }

    /** The accept command (see the class comment). Exit 1 when differences remain, 2 on a bad argument. */
    public static void main(String[] args) {
        Path repo = Path.of(System.getProperty("passant.root", ".")).toAbsolutePath().normalize();
        if (!Files.isDirectory(repo.resolve(KERNEL_DIR))) {
            System.err.println("contracts: no " + KERNEL_DIR + " under " + repo + " (run from the repository root)");
            System.exit(2);
        }
        List<Contract> contracts = read(repo);
        Path file = repo.resolve(ACCEPTED);
        Map<String, List<String>> accepted = readAccepted(file);
        List<String> args1 = Arrays.asList(args);
        boolean all = args1.contains("--accept-all");
        boolean accept = all || args1.contains("--accept");
        List<String> ids = new ArrayList<>();
        for (String a : args1) {
            if (!a.startsWith("--")) {
                ids.add(a);
            } else if (!a.equals("--accept") && !a.equals("--accept-all")) {
                System.err.println("contracts: unknown option " + a + " (expected --accept ID ... or --accept-all)");
                System.exit(2);
            }
        }
        if (accept && !all && ids.isEmpty()) {
            System.err.println("contracts: --accept needs the ids of the contracts to accept (or --accept-all)");
            System.exit(2);
        }
        Map<String, Contract> now = byId(contracts);
        for (String id : ids) {
            if (!now.containsKey(id) && !accepted.containsKey(id)) {
                System.err.println("contracts: no contract " + id + " in the sources or in " + ACCEPTED);
                System.exit(2);
            }
        }
        List<String> before = differences(contracts, accepted);
        for (String d : before) {
            if (!accept || all || ids.stream().anyMatch(id -> d.startsWith(id + " "))) {
                System.out.println(d + "\n");
            }
        }
        if (accept) {
            Map<String, List<String>> next = accept(contracts, accepted, ids, all);
            writeAccepted(file, next);
            accepted = next;
            System.out.println("accepted " + (all ? "every change" : String.join(", ", ids)) + " in " + ACCEPTED);
        }
        List<String> left = differences(contracts, accepted);
        System.out.println(left.isEmpty() ? "every kernel contract (" + contracts.size() + ") is as accepted"
                : left.size() + " contract(s) differ from their accepted text");
        System.exit(left.isEmpty() ? 0 : 1);
    }
}
