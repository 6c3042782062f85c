"""Inference linking: an analytical claim backed by the reasons the answer itself gives.

"The deal is at risk because no contact in 14 days and budget concerns were raised": no source
says "at risk", but the answer states why, and if those reasons are verified the assessment is a
supported inference (match type ``inference``, partially verified) rather than an invention. The
reasons must follow a causal connective in the same sentence; an assessment without verified
reasons stays unverified.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from groundwise.results import ClaimCategory, ClaimResult, MatchType, Status

#: Connectives that introduce the reasons for the claim before them.
_BECAUSE = re.compile(
    r"\b(?:because(?:\s+of)?|since|as|due\s+to|given(?:\s+that)?|owing\s+to|as\s+a\s+result\s+of"
    r"|in\s+light\s+of)\b",
    re.IGNORECASE,
)
#: Support of an assessment inferred from verified reasons: just past "partially verified".
INFERRED_SUPPORT = 0.55
_SUPPORTED = (Status.VERIFIED, Status.PARTIALLY_VERIFIED)


def link_inferences(answer: str, results: Sequence[ClaimResult]) -> list[ClaimResult]:
    """Upgrade unflagged, unverified analytical claims whose stated reasons are all supported."""
    out = list(results)
    for i, r in enumerate(out):
        c = r.claim
        if c.category is not ClaimCategory.ANALYTICAL or r.status is not Status.UNVERIFIED:
            continue
        if r.flags:
            continue
        reasons = [
            o
            for o in out[i + 1 :]
            if o.claim.sentence_index == c.sentence_index and o.claim.verifiable
        ]
        if not reasons or not _BECAUSE.search(answer[c.end : reasons[0].claim.start]):
            continue
        if all(o.status in _SUPPORTED for o in reasons):
            ids = ", ".join(o.claim.id for o in reasons)
            out[i] = replace(
                r,
                status=Status.PARTIALLY_VERIFIED,
                support=max(r.support, INFERRED_SUPPORT),
                match_type=MatchType.INFERENCE,
                reason=f"inferred from the verified reasons the answer gives ({ids}); "
                f"no source states it directly",
            )
    return out
