"""Figures with decimals written as CPython writes them ("%.2f"), on MicroPython too: the
phone page runs the sheet and the statistics under MicroPython (host_sim/stats/phone.py),
whose "%.2f" rounds a tie such as 40.25 up where CPython rounds it to even, from the
float's exact binary value. `fixed` does CPython's rounding with whole numbers, `fmt`
fills a %-template with it."""

import math


def fixed(x, places):
    """`x` with `places` decimals, as CPython's "%.*f" % (places, x): the float's exact
    value rounded, a tie to the even last digit."""
    if x != x or x in (float("inf"), float("-inf")):
        return "%.*f" % (places, x)
    sign = "-" if math.copysign(1.0, x) < 0 else ""
    m, e = math.frexp(abs(x))          # |x| = m * 2**e, m in [0.5, 1)
    n = int(m * 9007199254740992)      # m * 2**53: a whole number, exactly
    e -= 53
    num = n * 10 ** places
    if e >= 0:
        q = num << e
    else:
        den = 1 << -e
        q, r = divmod(num, den)
        if 2 * r > den or (2 * r == den and q % 2):
            q += 1
    digits = str(q)
    if places == 0:
        return sign + digits
    digits = "0" * (places + 1 - len(digits)) + digits
    return "%s%s.%s" % (sign, digits[:-places], digits[-places:])


def fmt(template, args):
    """`template % args` with every "%.Nf" written by fixed()."""
    if not isinstance(args, tuple):
        args = (args,)
    out = []
    i = k = 0
    while True:
        j = template.find("%", i)
        if j < 0:
            out.append(template[i:])
            break
        out.append(template[i:j])
        end = j + 1
        while template[end] not in "sdfgx%":
            end += 1
        spec = template[j:end + 1]
        if spec == "%%":
            out.append("%")
        elif spec[-1] == "f" and spec[1:2] == ".":
            out.append(fixed(args[k], int(spec[2:-1])))
            k += 1
        else:
            out.append(spec % (args[k],))
            k += 1
        i = end + 1
    return "".join(out)
