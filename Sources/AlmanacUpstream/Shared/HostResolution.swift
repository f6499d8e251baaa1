import AlmanacCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resolves host names (and reads literals) as a connection will, so that what is checked is the
/// address connected to: the bytes of each `sockaddr` the system's resolver gives, with its
/// scope, never a string the resolver printed.
public enum HostResolution {
    /// The addresses `host` resolves to; empty when it does not resolve.
    public static func addresses(of host: String) -> [IPAddress] {
        var hints = addrinfo()
        #if os(Linux)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [IPAddress] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            if let address = info.pointee.ai_addr.flatMap(address(of:)) { addresses.append(address) }
            cursor = info.pointee.ai_next
        }
        return addresses
    }

    /// Resolves off the cooperative threads (`getaddrinfo` blocks, for seconds when DNS is slow).
    public static func addressesWithoutBlocking(of host: String) async -> [IPAddress] {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: addresses(of: host)) }
        }
    }

    private static func address(of socket: UnsafeMutablePointer<sockaddr>) -> IPAddress? {
        switch Int32(socket.pointee.sa_family) {
        case AF_INET:
            return socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                withUnsafeBytes(of: ipv4.pointee.sin_addr) { IPAddress(bytes: Array($0)) }
            }
        case AF_INET6:
            return socket.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                withUnsafeBytes(of: ipv6.pointee.sin6_addr) { IPAddress(bytes: Array($0), zoned: ipv6.pointee.sin6_scope_id != 0) }
            }
        default:
            return nil
        }
    }
}
