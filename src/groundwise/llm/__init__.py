"""Optional LLM backends through any OpenAI-compatible chat-completions server.

The default Groundwise path never calls an LLM. These modules plug one in where it helps:

    client.py       LLMClient and OpenAIClient (timeouts, retries, concurrency limit, disk cache)
    cache.py        the response cache on disk, keyed by the request
    prompts.py      system prompts, delimited data blocks and the JSON schemas of the replies
    extractor.py    ``--claims llm``: typed claims mapped back to exact answer offsets
    judge.py        ``--judge llm``: verdicts against evidence spans, several claims per call
    answer.py       ``ask`` with an LLM: a streamed answer that cites ``[Source N]``
    fake_server.py  a scripted OpenAI-compatible server for tests and demos

Every LLM step falls back to the deterministic path on a timeout, an HTTP error or a malformed
reply, and says so in the report's warnings (``LLM_FALLBACK``).
"""
