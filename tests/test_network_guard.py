import socket

import pytest


def test_connection_outside_loopback_fails_the_test() -> None:
    with pytest.raises(pytest.fail.Exception, match=r"tests stay on 127\.0\.0\.1"):
        socket.create_connection(("192.0.2.1", 80), timeout=0.1)


def test_name_lookup_outside_loopback_fails_the_test() -> None:
    with pytest.raises(pytest.fail.Exception, match=r"example\.com"):
        socket.getaddrinfo("example.com", 443)


def test_loopback_is_allowed() -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    with socket.create_connection(server.getsockname(), timeout=1) as client:
        assert client.getpeername() == server.getsockname()
    server.close()
