package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** PLAY-RECORD: Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system". */
class Glicko2Test {

    @Test
    void PLAY_RECORD_glickmansWorkedExample() {
        // The paper: a player rated 1500, RD 200, volatility 0.06, tau 0.5, plays opponents rated
        // 1400 (RD 30, won), 1550 (RD 100, lost) and 1700 (RD 300, lost); the paper's results are
        // rating 1464.06, RD 151.52, volatility 0.05999.
        Glicko2.Rating after = Glicko2.update(new Glicko2.Rating(1500, 200, 0.06), List.of(
                new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0)));
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.rd(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001); // the paper gives five decimals
    }

    @Test
    void PLAY_RECORD_aWinRaisesALossLowersADrawBetweenEqualsChangesOnlyTheDeviation() {
        Glicko2.Rating a = Glicko2.NEW_PLAYER;
        Glicko2.Rating won = Glicko2.update(a, List.of(new Glicko2.Game(a, 1)));
        Glicko2.Rating lost = Glicko2.update(a, List.of(new Glicko2.Game(a, 0)));
        Glicko2.Rating drew = Glicko2.update(a, List.of(new Glicko2.Game(a, 0.5)));
        assertTrue(won.rating() > 1500 && lost.rating() < 1500);
        assertEquals(won.rating() - 1500, 1500 - lost.rating(), 1e-6);
        assertEquals(1500, drew.rating(), 1e-6);
        assertTrue(drew.rd() < 350);
    }
}
