package org.passant.cli;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.Variant;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads --variant: chess (also "standard") or atomic. */
public final class VariantConverter implements ITypeConverter<Variant> {
    @Override
    public Variant convert(String value) {
        Variant v = Variant.byId(value);
        if (v == null) {
            List<String> names = new ArrayList<>();
            for (Variant each : Variant.values()) {
                names.add(each.id());
            }
            throw new TypeConversionException("unknown variant " + org.passant.position.InvalidInputException.quote(value) + " (expected " + String.join(" or ", names) + ")");
        }
        return v;
    }
}
