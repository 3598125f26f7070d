package org.heterodox.tournament.pairing;

/**
 * Non-negative integers wider than a long, kept as little-endian limbs of 62 bits in a long array at an
 * offset (so that many of them share one array). The Dutch pairer's edge weights need hundreds of bits:
 * one field per pairing criterion, each wide enough that no sum over a matching spills into the next.
 */
final class Wide {
    static final int LIMB_BITS = 62;
    static final long MASK = (1L << LIMB_BITS) - 1;

    private Wide() {
    }

    /** The limbs needed for numbers below 2^bits. */
    static int limbsFor(int bits) {
        return Math.max(1, (bits + LIMB_BITS - 1) / LIMB_BITS);
    }

    /** r = a + b. */
    static void add(long[] a, int ao, long[] b, int bo, long[] r, int ro, int limbs) {
        long carry = 0;
        for (int i = 0; i < limbs; i++) {
            long sum = a[ao + i] + b[bo + i] + carry;
            r[ro + i] = sum & MASK;
            carry = sum >>> LIMB_BITS;
        }
    }

    /** r = a - b, for a at least b. */
    static void subtract(long[] a, int ao, long[] b, int bo, long[] r, int ro, int limbs) {
        long borrow = 0;
        for (int i = 0; i < limbs; i++) {
            long difference = a[ao + i] - b[bo + i] - borrow;
            borrow = difference < 0 ? 1 : 0;
            r[ro + i] = difference & MASK;
        }
    }

    static int compare(long[] a, int ao, long[] b, int bo, int limbs) {
        for (int i = limbs - 1; i >= 0; i--) {
            long x = a[ao + i];
            long y = b[bo + i];
            if (x != y) {
                return x < y ? -1 : 1;
            }
        }
        return 0;
    }

    static boolean isZero(long[] a, int ao, int limbs) {
        for (int i = 0; i < limbs; i++) {
            if (a[ao + i] != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean isOdd(long[] a, int ao) {
        return (a[ao] & 1) != 0;
    }

    /** a = a / 2, rounding down. */
    static void halve(long[] a, int ao, int limbs) {
        for (int i = 0; i < limbs; i++) {
            long next = i + 1 < limbs ? a[ao + i + 1] & 1 : 0;
            a[ao + i] = (a[ao + i] >>> 1) | (next << (LIMB_BITS - 1));
        }
    }

    /** a = a * 2 (the caller leaves room for the extra bit). */
    static void twice(long[] a, int ao, int limbs) {
        long carry = 0;
        for (int i = 0; i < limbs; i++) {
            long shifted = (a[ao + i] << 1) | carry;
            carry = shifted >>> LIMB_BITS;
            a[ao + i] = shifted & MASK;
        }
    }

    static void copy(long[] from, int fo, long[] to, int to0, int limbs) {
        System.arraycopy(from, fo, to, to0, limbs);
    }

    static void clear(long[] a, int ao, int limbs) {
        for (int i = 0; i < limbs; i++) {
            a[ao + i] = 0;
        }
    }

    /** a = a + value * 2^bit, for 0 <= value < 2^62. */
    static void addAt(long[] a, int ao, int limbs, int bit, long value) {
        int limb = bit / LIMB_BITS;
        int shift = bit % LIMB_BITS;
        long low = (value << shift) & MASK;
        long high = shift == 0 ? 0 : value >>> (LIMB_BITS - shift);
        long carry = 0;
        for (int i = limb; i < limbs; i++) {
            long part = i == limb ? low : i == limb + 1 ? high : 0;
            if (part == 0 && carry == 0 && i > limb + 1) {
                return;
            }
            long sum = a[ao + i] + part + carry;
            a[ao + i] = sum & MASK;
            carry = sum >>> LIMB_BITS;
        }
    }

    /** a = a - value * 2^bit, for 0 <= value < 2^62 and a at least that. */
    static void subtractAt(long[] a, int ao, int limbs, int bit, long value) {
        int limb = bit / LIMB_BITS;
        int shift = bit % LIMB_BITS;
        long low = (value << shift) & MASK;
        long high = shift == 0 ? 0 : value >>> (LIMB_BITS - shift);
        long borrow = 0;
        for (int i = limb; i < limbs; i++) {
            long part = i == limb ? low : i == limb + 1 ? high : 0;
            if (part == 0 && borrow == 0 && i > limb + 1) {
                return;
            }
            long difference = a[ao + i] - part - borrow;
            borrow = difference < 0 ? 1 : 0;
            a[ao + i] = difference & MASK;
        }
    }
}
