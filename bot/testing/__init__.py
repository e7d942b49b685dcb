"""What the tests and benchmarks run the real client against: a fake Discord on 127.0.0.1."""
