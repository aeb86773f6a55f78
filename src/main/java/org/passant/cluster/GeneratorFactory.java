package org.passant.cluster;

import java.io.Serializable;

import org.passant.position.MoveGenerator;

/** Makes the move generator on each machine of the cluster, where the work units run (the factory travels, not the generator). */
@FunctionalInterface
public interface GeneratorFactory extends Serializable {
    MoveGenerator create();
}
