package org.passant.explain;


/**
 * One clause's verdict on a move: its id (a RULES.md id such as EP-RANK, or a FIDE Laws article
 * such as FIDE-3.9 for the general movement rules), whether it holds, and why, in words.
 */
public record ClauseVerdict(String id, boolean holds, String reason) {
}
