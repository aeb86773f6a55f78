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
 * its transaction has committed.
 */
final class Store implements AutoCloseable {
    private final HikariDataSource source;
    private final String url;

    /** A board as stored: everything needed to rebuild it after a restart. */
    record BoardRow(String code, String variant, String startFen, String whiteSeat, String blackSeat,
            String whiteKind, String blackKind, String whitePlayer, String blackPlayer, String level,
            long initialMs, long incrementMs, long whiteMs, long blackMs, String status, String result,
            String termination, int drawOffer, int takebackOffer, long version, long createdAt, long updatedAt) {
    }

    /** One move, with the clocks as they read after it. */
    record MoveRow(int ply, String uci, long whiteMs, long blackMs, long playedAt) {
    }

    /** A player's rating and record in one variant. */
    record RatingRow(String player, String variant, Glicko2.Rating rating, int games, int wins, int draws, int losses) {
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
        if (isSqlite()) {
            // one writer at a time is SQLite's own rule; WAL keeps readers and the writer apart, and a
            // committed transaction survives the process being killed (synchronous NORMAL)
            config.setMaximumPoolSize(1);
            config.addDataSourceProperty("journal_mode", "WAL");
            config.addDataSourceProperty("synchronous", "NORMAL");
            config.addDataSourceProperty("foreign_keys", "true");
            config.addDataSourceProperty("busy_timeout", "10000");
        } else {
            config.setMaximumPoolSize(8);
        }
        this.source = new HikariDataSource(config);
        Flyway.configure()
                .dataSource(source)
                .locations("classpath:org/passant/server/db")
                .load()
                .migrate();
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
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** A database failure, unchecked. */
    static final class StoreException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StoreException(SQLException cause) {
            super("database: " + cause.getMessage(), cause);
        }
    }

    static void insertBoard(Connection c, BoardRow b) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO boards (code, variant, start_fen, white_seat, black_seat,"
                + " white_kind, black_kind, white_player, black_player, level, initial_ms, increment_ms, white_ms, black_ms,"
                + " status, result, termination, draw_offer, takeback_offer, version, created_at, updated_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, b.code());
            s.setString(2, b.variant());
            s.setString(3, b.startFen());
            bindState(s, 4, b);
            s.setLong(21, b.createdAt());
            s.setLong(22, b.updatedAt());
            s.executeUpdate();
        }
    }

    static void updateBoard(Connection c, BoardRow b) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE boards SET white_seat = ?, black_seat = ?, white_kind = ?,"
                + " black_kind = ?, white_player = ?, black_player = ?, level = ?, initial_ms = ?, increment_ms = ?,"
                + " white_ms = ?, black_ms = ?, status = ?, result = ?, termination = ?, draw_offer = ?, takeback_offer = ?,"
                + " version = ?, updated_at = ? WHERE code = ?")) {
            bindState(s, 1, b);
            s.setLong(18, b.updatedAt());
            s.setString(19, b.code());
            if (s.executeUpdate() != 1) {
                throw new SQLException("board " + b.code() + " is not in the database");
            }
        }
    }

    /** Binds the 17 columns from white_seat to version, from parameter {@code at}. */
    private static void bindState(PreparedStatement s, int at, BoardRow b) throws SQLException {
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
    }

    private static void setNullable(PreparedStatement s, int i, String v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.VARCHAR);
        } else {
            s.setString(i, v);
        }
    }

    static void insertMove(Connection c, String code, MoveRow m) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO moves (code, ply, uci, white_ms, black_ms, played_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, code);
            s.setInt(2, m.ply());
            s.setString(3, m.uci());
            s.setLong(4, m.whiteMs());
            s.setLong(5, m.blackMs());
            s.setLong(6, m.playedAt());
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

    /** Forgets a board that was never played (nobody joined it). */
    static void deleteBoard(Connection c, String code) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE code = ?")) {
            s.setString(1, code);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM boards WHERE code = ? AND status = 'waiting'")) {
            s.setString(1, code);
            s.executeUpdate();
        }
    }

    Optional<BoardRow> board(String code) {
        return transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT * FROM boards WHERE code = ?")) {
                s.setString(1, code);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(boardRow(r)) : Optional.<BoardRow>empty();
                }
            }
        });
    }

    private static BoardRow boardRow(ResultSet r) throws SQLException {
        return new BoardRow(r.getString("code"), r.getString("variant"), r.getString("start_fen"),
                r.getString("white_seat"), r.getString("black_seat"), r.getString("white_kind"), r.getString("black_kind"),
                r.getString("white_player"), r.getString("black_player"), r.getString("level"),
                r.getLong("initial_ms"), r.getLong("increment_ms"), r.getLong("white_ms"), r.getLong("black_ms"),
                r.getString("status"), r.getString("result"), r.getString("termination"),
                r.getInt("draw_offer"), r.getInt("takeback_offer"), r.getLong("version"),
                r.getLong("created_at"), r.getLong("updated_at"));
    }

    List<MoveRow> moves(String code) {
        return transaction(c -> {
            List<MoveRow> moves = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT ply, uci, white_ms, black_ms, played_at FROM moves WHERE code = ? ORDER BY ply")) {
                s.setString(1, code);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        moves.add(new MoveRow(r.getInt(1), r.getString(2), r.getLong(3), r.getLong(4), r.getLong(5)));
                    }
                }
            }
            return moves;
        });
    }

    /** The codes of the boards not yet ended, oldest first. */
    List<String> liveCodes() {
        return transaction(c -> {
            List<String> codes = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT code FROM boards WHERE status <> 'ended' ORDER BY created_at, code");
                    ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    codes.add(r.getString(1));
                }
            }
            return codes;
        });
    }

    /** Records a player the first time it is seen. */
    static void ensurePlayer(Connection c, String id, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM players WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    return;
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO players (id, created_at) VALUES (?, ?)")) {
            s.setString(1, id);
            s.setLong(2, now);
            s.executeUpdate();
        }
    }

    static boolean playerExists(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM players WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
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

    static void saveRating(Connection c, RatingRow row) throws SQLException {
        boolean exists;
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM ratings WHERE player = ? AND variant = ?")) {
            s.setString(1, row.player());
            s.setString(2, row.variant());
            try (ResultSet r = s.executeQuery()) {
                exists = r.next();
            }
        }
        String sql = exists
                ? "UPDATE ratings SET rating = ?, rd = ?, volatility = ?, games = ?, wins = ?, draws = ?, losses = ?"
                        + " WHERE player = ? AND variant = ?"
                : "INSERT INTO ratings (rating, rd, volatility, games, wins, draws, losses, player, variant)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement s = c.prepareStatement(sql)) {
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

    @Override
    public void close() {
        source.close();
    }
}
