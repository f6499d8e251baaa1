/// Hosts that all reach this machine, spelled as an attacker would: every form the system's
/// resolver and `inet_aton` read (a zone, IPv4-mapped, -compatible, NAT64 and 6to4 IPv6, short,
/// whole-number, hexadecimal and octal IPv4, a trailing dot), for a URL's authority with `port`.
enum LoopbackSpellings {
    static let hosts = [
        "[::1%251]", "[::1%1]", "[::1]", "127.1", "2130706433", "0x7f000001", "0177.0.0.1", "0x7f.0.0.1", "127.0.1", "[0:0:0:0:0:0:0:1]",
        "[::0:1]", "[::127.0.0.1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[64:ff9b::127.0.0.1]", "[2002:7f00:1::]", "localhost.",
        "127.0.0.1.", "LOCALHOST", "0.0.0.0", "0", "[::]", "[fe80::1%25lo]",
    ]

    static func authorities(port: Int) -> [String] { hosts.map { "\($0):\(port)" } }
}
