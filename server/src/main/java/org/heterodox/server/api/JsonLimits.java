package org.heterodox.server.api;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * The parser's limits for request bodies, tighter than Jackson's defaults, refused in the API's
 * words: Jackson's own refusal names its configuration classes, which a client must not see.
 */
final class JsonLimits extends StreamReadConstraints {
    private static final long serialVersionUID = 1L;

    JsonLimits(int maxDepth, int maxNumberDigits) {
        super(maxDepth, -1L, maxNumberDigits, DEFAULT_MAX_STRING_LEN, DEFAULT_MAX_NAME_LEN, -1L);
    }

    /** A body beyond one of these limits; its message is written for the client. */
    static final class Exceeded extends StreamConstraintsException {
        private static final long serialVersionUID = 1L;

        Exceeded(String message) {
            super(message);
        }
    }

    @Override
    public void validateNestingDepth(int depth) throws StreamConstraintsException {
        if (depth > _maxNestingDepth) {
            throw new Exceeded("the JSON nests deeper than " + _maxNestingDepth + " levels");
        }
    }

    @Override
    public void validateIntegerLength(int length) throws StreamConstraintsException {
        checkDigits(length);
    }

    @Override
    public void validateFPLength(int length) throws StreamConstraintsException {
        checkDigits(length);
    }

    private void checkDigits(int length) throws StreamConstraintsException {
        if (length > _maxNumLen) {
            throw new Exceeded("a number has more than " + _maxNumLen + " digits");
        }
    }
}
