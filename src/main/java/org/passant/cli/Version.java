package org.passant.cli;

import org.passant.conformance.BuildInfo;

import picocli.CommandLine.IVersionProvider;

/** --version: the version and commit of the build. */
public final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String commit = BuildInfo.commit();
        return new String[] {"passant " + BuildInfo.version() + (commit.equals("unknown") ? ""
                : " (commit " + commit.substring(0, Math.min(12, commit.length())) + (BuildInfo.dirty() ? ", modified" : "") + ")")};
    }
}
