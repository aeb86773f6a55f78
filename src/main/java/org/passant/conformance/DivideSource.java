package org.passant.conformance;

import java.util.List;
import java.util.Map;

/** Something that answers perft divides: a UCI engine, or an engine adapter inside the JVM. */
public interface DivideSource {

    /** A name for reports. */
    String name();

    /** For the position after {@code moves} from {@code startFen}: each legal move (UCI) and its perft count. */
    Map<String, Long> divide(String startFen, List<String> moves, int depth);
}
