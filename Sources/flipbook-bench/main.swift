print("flipbook-bench: no benchmarks yet")
