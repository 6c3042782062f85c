"""Training the learned judge: benchmark loading, perturbations, features, folds, fitting.

Only ``scripts/train.py`` (``make train``) and the tests import this package; it needs the
``train`` extra (scikit-learn). The judge itself (:mod:`groundwise.judges.learned`) runs on NumPy.

    data.load_examples ──► perturb.perturb_examples ──► extract.extract_all (cached in /tmp)
        ──► features.claim_rows / answer rows ──► folds.grouped_folds ──► fit.fit_judge
        ──► evaluate.cross_validate / leave_one_family_out ──► parameter file + data card
"""
