package org.passant.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.flywaydb.core.Flyway;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The database: an SQLite file (the default) or PostgreSQL through its JDBC URL, the same schema
 * for both, made and kept up to date by Flyway's migrations (resources
 * org/passant/server/db). Every change is one transaction; a move is acknowledged only after
 * its transaction has committed. A database that does not answer fails a transaction within a
 * few seconds ({@link #WAIT_MS}), so a request never holds a board for long (issue 48, item 2);
 * no failure's message carries a value of the data or a password (item 8).
 */
final class Store implements AutoCloseable {
    /** The longest a transaction waits for a connection, or for SQLite's write lock. */
    static final int WAIT_MS = 2000;

    private final HikariDataSource source;
    private final String url;

    /** A board as stored: everything needed to rebuild it after a restart. */
    record BoardRow(String code, String variant, String startFen, String whiteSeat, String blackSeat,
            String whiteKind, String blackKind, String whitePlayer, String blackPlayer, String level,
            long initialMs, long incrementMs, long whiteMs, long blackMs, String status, String result,
            String termination, int drawOffer, int takebackOffer, long version, long createdAt, long updatedAt,
            int plies, boolean rated, Double whiteChange, Double blackChange, int rematchBy, String rematchCode,
            String rematchSeat, String summary, String pgn) {
    }

    /** One move in the board's form (UCI, castling as the board writes it) and SAN, with the clocks as they read after it. */
    record MoveRow(int ply, String uci, String san, long whiteMs, long blackMs, long playedAt) {
    }

    /** A player's rating and record in one variant. */
    record RatingRow(String player, String variant, Glicko2.Rating rating, int games, int wins, int draws, int losses) {
    }

    /** A player: the secret id, the public one, the name (or null). */
    record PlayerRow(String id, String pub, String name, long createdAt) {
    }

    /** One point of a rating history. */
    record HistoryRow(long at, double rating, double rd, String game) {
    }

    /** Work inside one transaction. */
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** Opens {@code db}: a JDBC URL (jdbc:sqlite:..., jdbc:postgresql://...) or the path of an SQLite file. */
    Store(String db) {
        this.url = db.startsWith("jdbc:") ? db : "jdbc:sqlite:" + db;
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setAutoCommit(false);
        config.setPoolName("passant-db");
        config.setConnectionTimeout(WAIT_MS);
        config.setValidationTimeout(Math.min(1000, WAIT_MS));
        if (isSqlite()) {
            // one writer at a time is SQLite's own rule; WAL keeps readers and the writer apart, and a
            // committed transaction survives the process being killed (synchronous NORMAL)
            config.setMaximumPoolSize(1);
            config.addDataSourceProperty("journal_mode", "WAL");
            config.addDataSourceProperty("synchronous", "NORMAL");
            config.addDataSourceProperty("foreign_keys", "true");
            config.addDataSourceProperty("busy_timeout", String.valueOf(WAIT_MS));
        } else {
            config.setMaximumPoolSize(8);
            // a server that stopped answering fails the statement instead of holding the board's monitor
            config.addDataSourceProperty("connectTimeout", "2");
            config.addDataSourceProperty("loginTimeout", "2");
            config.addDataSourceProperty("socketTimeout", "10");
        }
        this.source = new HikariDataSource(config);
        try {
            Flyway.configure()
                    .dataSource(source)
                    .locations("classpath:org/passant/server/db")
                    .load()
                    .migrate();
            fillPublicIds();
        } catch (RuntimeException e) {
            source.close();
            throw e;
        }
    }

    boolean isSqlite() {
        return url.startsWith("jdbc:sqlite:");
    }

    /** Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. */
    <T> T transaction(Work<T> work) {
        try (Connection c = source.getConnection()) {
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException ignored) {
                    // the connection is gone: nothing was committed on it
                }
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /**
     * Whether the database takes a change now: a statement that writes nothing but needs the
     * write lock (SQLite's, which another connection may hold), rolled back.
     */
    boolean writable() {
        try (Connection c = source.getConnection()) {
            try (PreparedStatement s = c.prepareStatement("UPDATE boards SET version = version WHERE 1 = 0")) {
                s.executeUpdate();
                return true;
            } finally {
                c.rollback();
            }
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }

    /**
     * A database failure, unchecked. Its message is the first line of the driver's (PostgreSQL puts
     * the values of a violated key on a "Detail:" line after it), with any password taken out.
     */
    static final class StoreException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** A constraint refused the change (SQLState class 23): the database answered, it is not down. */
        final boolean refused;

        StoreException(SQLException cause) {
            super("database: " + Secrets.redact(String.valueOf(cause.getMessage()).lines().findFirst().orElse("")), null);
            String state = cause.getSQLState();
            this.refused = state != null && state.startsWith("23")
                    || String.valueOf(cause.getMessage()).startsWith("[SQLITE_CONSTRAINT");
        }
    }

    // ---- boards

    private static final String BOARD_COLUMNS = "code, variant, start_fen, white_seat, black_seat, white_kind, black_kind,"
            + " white_player, black_player, level, initial_ms, increment_ms, white_ms, black_ms, status, result, termination,"
            + " draw_offer, takeback_offer, version, created_at, updated_at, plies, rated, white_change, black_change,"
            + " rematch_by, rematch_code, rematch_seat";

    static void insertBoard(Connection c, BoardRow b) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO boards (" + BOARD_COLUMNS + ", summary, pgn)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, b.code());
            s.setString(2, b.variant());
            s.setString(3, b.startFen());
            int next = bindState(s, 4, b);
            s.setLong(next, b.createdAt());
            bindTail(s, next + 1, b);
            s.executeUpdate();
        }
    }

    static void updateBoard(Connection c, BoardRow b) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE boards SET white_seat = ?, black_seat = ?, white_kind = ?,"
                + " black_kind = ?, white_player = ?, black_player = ?, level = ?, initial_ms = ?, increment_ms = ?,"
                + " white_ms = ?, black_ms = ?, status = ?, result = ?, termination = ?, draw_offer = ?, takeback_offer = ?,"
                + " version = ?, updated_at = ?, plies = ?, rated = ?, white_change = ?, black_change = ?, rematch_by = ?,"
                + " rematch_code = ?, rematch_seat = ?, summary = ?, pgn = ? WHERE code = ?")) {
            int next = bindState(s, 1, b);
            next = bindTail(s, next, b);
            s.setString(next, b.code());
            if (s.executeUpdate() != 1) {
                throw new SQLException("board " + b.code() + " is not in the database");
            }
        }
    }

    /** Binds the 17 columns from white_seat to version, from parameter {@code at}; returns the next parameter. */
    private static int bindState(PreparedStatement s, int at, BoardRow b) throws SQLException {
        setNullable(s, at, b.whiteSeat());
        setNullable(s, at + 1, b.blackSeat());
        s.setString(at + 2, b.whiteKind());
        s.setString(at + 3, b.blackKind());
        setNullable(s, at + 4, b.whitePlayer());
        setNullable(s, at + 5, b.blackPlayer());
        setNullable(s, at + 6, b.level());
        s.setLong(at + 7, b.initialMs());
        s.setLong(at + 8, b.incrementMs());
        s.setLong(at + 9, b.whiteMs());
        s.setLong(at + 10, b.blackMs());
        s.setString(at + 11, b.status());
        setNullable(s, at + 12, b.result());
        setNullable(s, at + 13, b.termination());
        s.setInt(at + 14, b.drawOffer());
        s.setInt(at + 15, b.takebackOffer());
        s.setLong(at + 16, b.version());
        return at + 17;
    }

    /** Binds updated_at to pgn (10 columns) from parameter {@code at}; returns the next parameter. */
    private static int bindTail(PreparedStatement s, int at, BoardRow b) throws SQLException {
        s.setLong(at, b.updatedAt());
        s.setInt(at + 1, b.plies());
        s.setInt(at + 2, b.rated() ? 1 : 0);
        setNullable(s, at + 3, b.whiteChange());
        setNullable(s, at + 4, b.blackChange());
        s.setInt(at + 5, b.rematchBy());
        setNullable(s, at + 6, b.rematchCode());
        setNullable(s, at + 7, b.rematchSeat());
        setNullable(s, at + 8, b.summary());
        setNullable(s, at + 9, b.pgn());
        return at + 10;
    }

    private static void setNullable(PreparedStatement s, int i, String v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.VARCHAR);
        } else {
            s.setString(i, v);
        }
    }

    private static void setNullable(PreparedStatement s, int i, Double v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.DOUBLE);
        } else {
            s.setDouble(i, v);
        }
    }

    static void insertMove(Connection c, String code, MoveRow m) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO moves (code, ply, uci, san, white_ms, black_ms, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, code);
            s.setInt(2, m.ply());
            s.setString(3, m.uci());
            s.setString(4, m.san());
            s.setLong(5, m.whiteMs());
            s.setLong(6, m.blackMs());
            s.setLong(7, m.playedAt());
            s.executeUpdate();
        }
    }

    /** Deletes the moves after ply {@code keep} (a takeback). */
    static void deleteMovesAfter(Connection c, String code, int keep) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE code = ? AND ply > ?")) {
            s.setString(1, code);
            s.setInt(2, keep);
            s.executeUpdate();
        }
    }

    /** Forgets a board that was never played (nobody joined it, or its creator cancelled it); false when it is not waiting. */
    static boolean deleteWaitingBoard(Connection c, String code) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE code = ?")) {
            s.setString(1, code);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM boards WHERE code = ? AND status = 'waiting'")) {
            s.setString(1, code);
            return s.executeUpdate() == 1;
        }
    }

    Optional<BoardRow> board(String code) {
        return transaction(c -> board(c, code));
    }

    static Optional<BoardRow> board(Connection c, String code) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + BOARD_COLUMNS + ", summary, pgn FROM boards WHERE code = ?")) {
            s.setString(1, code);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(boardRow(r, true)) : Optional.<BoardRow>empty();
            }
        }
    }

    /** The version a board has in the database, or -1 when it is not there. */
    long version(String code) {
        return transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT version FROM boards WHERE code = ?")) {
                s.setString(1, code);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? r.getLong(1) : -1L;
                }
            }
        });
    }

    private static BoardRow boardRow(ResultSet r, boolean withSummary) throws SQLException {
        return new BoardRow(r.getString("code"), r.getString("variant"), r.getString("start_fen"),
                r.getString("white_seat"), r.getString("black_seat"), r.getString("white_kind"), r.getString("black_kind"),
                r.getString("white_player"), r.getString("black_player"), r.getString("level"),
                r.getLong("initial_ms"), r.getLong("increment_ms"), r.getLong("white_ms"), r.getLong("black_ms"),
                r.getString("status"), r.getString("result"), r.getString("termination"),
                r.getInt("draw_offer"), r.getInt("takeback_offer"), r.getLong("version"),
                r.getLong("created_at"), r.getLong("updated_at"), r.getInt("plies"), r.getInt("rated") != 0,
                nullableDouble(r, "white_change"), nullableDouble(r, "black_change"), r.getInt("rematch_by"),
                r.getString("rematch_code"), r.getString("rematch_seat"),
                withSummary ? r.getString("summary") : null, withSummary ? r.getString("pgn") : null);
    }

    private static Double nullableDouble(ResultSet r, String column) throws SQLException {
        double d = r.getDouble(column);
        return r.wasNull() ? null : d;
    }

    List<MoveRow> moves(String code) {
        return transaction(c -> moves(c, code));
    }

    static List<MoveRow> moves(Connection c, String code) throws SQLException {
        List<MoveRow> moves = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT ply, uci, san, white_ms, black_ms, played_at FROM moves WHERE code = ? ORDER BY ply")) {
            s.setString(1, code);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    moves.add(new MoveRow(r.getInt(1), r.getString(2), r.getString(3), r.getLong(4), r.getLong(5), r.getLong(6)));
                }
            }
        }
        return moves;
    }

    /** The boards not yet ended, by code. */
    static List<BoardRow> liveBoards(Connection c) throws SQLException {
        List<BoardRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT " + BOARD_COLUMNS + " FROM boards WHERE status <> 'ended' ORDER BY code")) {
            s.setFetchSize(1000);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(boardRow(r, false));
                }
            }
        }
        return out;
    }

    /** The moves of every board not yet ended, board by board (in one query, read as it goes). */
    static void liveMoves(Connection c, java.util.function.BiConsumer<String, List<MoveRow>> each) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT m.code, m.ply, m.uci, m.san, m.white_ms, m.black_ms, m.played_at"
                + " FROM moves m JOIN boards b ON b.code = m.code WHERE b.status <> 'ended' ORDER BY m.code, m.ply")) {
            s.setFetchSize(1000);
            try (ResultSet r = s.executeQuery()) {
                String code = null;
                List<MoveRow> moves = new ArrayList<>();
                while (r.next()) {
                    String at = r.getString(1);
                    if (!at.equals(code)) {
                        if (code != null) {
                            each.accept(code, moves);
                        }
                        code = at;
                        moves = new ArrayList<>();
                    }
                    moves.add(new MoveRow(r.getInt(2), r.getString(3), r.getString(4), r.getLong(5), r.getLong(6), r.getLong(7)));
                }
                if (code != null) {
                    each.accept(code, moves);
                }
            }
        }
    }

    /** The last {@code limit} ended games of a player, newest first (without their summaries). */
    static List<BoardRow> games(Connection c, String player, int limit) throws SQLException {
        List<BoardRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT " + BOARD_COLUMNS + " FROM boards WHERE status = 'ended'"
                + " AND (white_player = ? OR black_player = ?) ORDER BY updated_at DESC, code LIMIT ?")) {
            s.setString(1, player);
            s.setString(2, player);
            s.setInt(3, limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(boardRow(r, false));
                }
            }
        }
        return out;
    }

    /** A board's analysis (JSON) once made, or null. */
    static String analysis(Connection c, String code) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT analysis FROM boards WHERE code = ?")) {
            s.setString(1, code);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    static void saveAnalysis(Connection c, String code, String json) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE boards SET analysis = ? WHERE code = ?")) {
            s.setString(1, json);
            s.setString(2, code);
            s.executeUpdate();
        }
    }

    // ---- players and ratings

    /**
     * Records a player the first time it is seen. One statement that does nothing when the id is
     * already there (issue 48, item 8: a check then an insert let concurrent first uses collide).
     */
    static void ensurePlayer(Connection c, String id, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO players (id, created_at, pub) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING")) {
            s.setString(1, id);
            s.setLong(2, now);
            s.setString(3, Secrets.pub(id));
            s.executeUpdate();
        }
    }

    static Optional<PlayerRow> player(Connection c, String id) throws SQLException {
        return playerWhere(c, "id", id);
    }

    static Optional<PlayerRow> playerByPub(Connection c, String pub) throws SQLException {
        return playerWhere(c, "pub", pub);
    }

    private static Optional<PlayerRow> playerWhere(Connection c, String column, String value) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id, pub, name, created_at FROM players WHERE " + column + " = ?")) {
            s.setString(1, value);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new PlayerRow(r.getString(1), r.getString(2), r.getString(3), r.getLong(4)))
                        : Optional.empty();
            }
        }
    }

    static void setName(Connection c, String id, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE players SET name = ? WHERE id = ?")) {
            s.setString(1, name);
            s.setString(2, id);
            s.executeUpdate();
        }
    }

    /** Gives the players of older versions their public ids. */
    private void fillPublicIds() {
        transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id FROM players WHERE pub IS NULL"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    ids.add(r.getString(1));
                }
            }
            try (PreparedStatement s = c.prepareStatement("UPDATE players SET pub = ? WHERE id = ?")) {
                for (String id : ids) {
                    s.setString(1, Secrets.pub(id));
                    s.setString(2, id);
                    s.executeUpdate();
                }
            }
            return null;
        });
    }

    /** The player's rating in a variant: a new player's when it has played none. */
    static RatingRow rating(Connection c, String player, String variant) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT rating, rd, volatility, games, wins, draws, losses"
                + " FROM ratings WHERE player = ? AND variant = ?")) {
            s.setString(1, player);
            s.setString(2, variant);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    return new RatingRow(player, variant, new Glicko2.Rating(r.getDouble(1), r.getDouble(2), r.getDouble(3)),
                            r.getInt(4), r.getInt(5), r.getInt(6), r.getInt(7));
                }
            }
        }
        return new RatingRow(player, variant, Glicko2.NEW_PLAYER, 0, 0, 0, 0);
    }

    /** Saves a rating and record: one statement, whether the player had one in this variant or not. */
    static void saveRating(Connection c, RatingRow row) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO ratings (rating, rd, volatility, games, wins, draws, losses,"
                + " player, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player, variant) DO UPDATE SET"
                + " rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility, games = excluded.games,"
                + " wins = excluded.wins, draws = excluded.draws, losses = excluded.losses")) {
            s.setDouble(1, row.rating().rating());
            s.setDouble(2, row.rating().rd());
            s.setDouble(3, row.rating().volatility());
            s.setInt(4, row.games());
            s.setInt(5, row.wins());
            s.setInt(6, row.draws());
            s.setInt(7, row.losses());
            s.setString(8, row.player());
            s.setString(9, row.variant());
            s.executeUpdate();
        }
    }

    static void addHistory(Connection c, String player, String variant, long at, Glicko2.Rating rating, String game)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO rating_history (player, variant, at, rating, rd, game) VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, player);
            s.setString(2, variant);
            s.setLong(3, at);
            s.setDouble(4, rating.rating());
            s.setDouble(5, rating.rd());
            s.setString(6, game);
            s.executeUpdate();
        }
    }

    /** A player's rating history in a variant, oldest first (the last {@code limit} points). */
    static List<HistoryRow> history(Connection c, String player, String variant, int limit) throws SQLException {
        List<HistoryRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT at, rating, rd, game FROM rating_history"
                + " WHERE player = ? AND variant = ? ORDER BY at DESC LIMIT ?")) {
            s.setString(1, player);
            s.setString(2, variant);
            s.setInt(3, limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(0, new HistoryRow(r.getLong(1), r.getDouble(2), r.getDouble(3), r.getString(4)));
                }
            }
        }
        return out;
    }

    @Override
    public void close() {
        source.close();
    }
}
