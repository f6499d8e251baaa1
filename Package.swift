// swift-tools-version:6.1
import PackageDescription

/// Settings every Almanac target shares: Swift 6 language mode plus the upcoming features that
/// make dependencies explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "almanac",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "almanac", targets: ["almanac"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/mattpolzin/OpenAPIKit.git", from: "6.4.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", from: "4.3.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "AlmanacCore",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacUpstream",
            dependencies: [
                "AlmanacCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacStore",
            dependencies: [
                "AlmanacCore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacPostgres",
            dependencies: [
                "AlmanacCore",
                "AlmanacStore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacPresentation",
            dependencies: ["AlmanacCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacGraphQL",
            dependencies: [
                "AlmanacCore",
                "AlmanacPresentation",
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacWeb",
            dependencies: [
                "AlmanacCore",
                "AlmanacGraphQL",
                "AlmanacPresentation",
                "AlmanacReplay",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Assets")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacReplay",
            dependencies: [
                "AlmanacCore",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "almanac",
            dependencies: ["AlmanacCLI"],
            swiftSettings: strictSettings
        ),
        // benchmarks/pages' second reference: Hummingbird alone, serving the bodies nginx serves.
        .executableTarget(
            name: "hummingbird-floor",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "benchmarks/support/hummingbird-floor",
            swiftSettings: strictSettings
        ),
        // The one composition root and the server's runtime: what `almanac serve` runs and
        // what every command and test opens the store through.
        .target(
            name: "AlmanacServer",
            dependencies: [
                "AlmanacCore",
                "AlmanacUpstream",
                "AlmanacStore",
                "AlmanacPostgres",
                "AlmanacPresentation",
                "AlmanacGraphQL",
                "AlmanacWeb",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacCLI",
            dependencies: [
                "AlmanacCore",
                "AlmanacUpstream",
                "AlmanacStore",
                "AlmanacPostgres",
                "AlmanacPresentation",
                "AlmanacGraphQL",
                "AlmanacWeb",
                "AlmanacReplay",
                "AlmanacServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AlmanacTestSupport",
            dependencies: [
                "AlmanacCore",
                "AlmanacUpstream",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AlmanacTests",
            dependencies: [
                "AlmanacCore",
                "AlmanacUpstream",
                "AlmanacStore",
                "AlmanacPresentation",
                "AlmanacWeb",
                "AlmanacReplay",
                "AlmanacTestSupport",
                "AlmanacCLI",
                "AlmanacServer",
                "AlmanacGraphQL",
                "AlmanacPostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // Page snapshots are read from the source tree by the library, not bundled.
            exclude: ["Web/__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
    ]
)
