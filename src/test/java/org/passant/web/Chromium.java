package org.passant.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.passant.server.PlayServer;

/**
 * Debian's chromium, headless, through /usr/bin/chromedriver, for the browser module's tests
 * (issue 49): the options of WebPageTest's browsers (as root in a container, no traffic to anything
 * but our server), a profile of its own in {@code profile}; and the server they talk to.
 */
final class Chromium {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    /** A real passant serve on a free loopback port, its database in {@code dir}. */
    static PlayServer serve(Path dir) {
        return PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("offline.db").toString(), 100, 100, 0, 1,
                PlayServer.Config.systemMillis()));
    }

    static boolean installed() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    static ChromeDriver start(Path profile, Duration scriptTimeout) throws IOException {
        Files.createDirectories(profile);
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--disable-default-apps", "--hide-scrollbars", "--window-size=1000,900",
                "--user-data-dir=" + profile);
        o.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().scriptTimeout(scriptTimeout);
        return d;
    }
}
