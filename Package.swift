// swift-tools-version:6.0
import PackageDescription

/// mamsim: a terminal emulator of the end-user flow of an app protected by a MAM SDK.
///
/// Dependencies point one way: mamsim → Replay → Screens → SessionEngine, and
/// mamsim → MDXEngine → SessionEngine, mamsim → CursesTerminal → CNcursesw, mamsim → DeviceStore → SessionEngine. Only CursesTerminal
/// talks to ncurses; only DeviceStore talks to SQLite (CSQLite3) and OpenSSL (CCrypto); only
/// Replay's pixel recordings (GIF, PNG, video) talk to FreeType (CFreeType) and zlib (CZlib).
let package = Package(
  name: "mamsim",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mamsim", targets: ["mamsim"])
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite3",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CCrypto",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]
    ),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(name: "SessionEngine", swiftSettings: releaseSwiftSettings),
    .target(
      name: "MDXEngine", dependencies: ["SessionEngine"], swiftSettings: releaseSwiftSettings),
    .target(
      name: "DeviceStore", dependencies: ["SessionEngine", "MDXEngine", "CSQLite3", "CCrypto"],
      swiftSettings: releaseSwiftSettings),
    .target(
      name: "Screens", dependencies: ["SessionEngine", "MDXEngine"],
      // The String Catalog is the source of Strings/Translations.swift, not a resource.
      exclude: ["Strings/Localizable.xcstrings"], swiftSettings: releaseSwiftSettings),
    .target(
      name: "CursesTerminal", dependencies: ["Screens", "CNcursesw"],
      swiftSettings: releaseSwiftSettings),
    .target(
      name: "Replay",
      dependencies: ["Screens", "SessionEngine", "MDXEngine", "CFreeType", "CZlib"],
      swiftSettings: releaseSwiftSettings + [
        // The static executable registers only the FreeType modules its fonts need.
        .define("MAMSIM_STATIC_FREETYPE", .when(platforms: [.linux], configuration: .release))
      ]),
    .executableTarget(
      name: "mamsim",
      dependencies: [
        "SessionEngine", "MDXEngine", "Screens", "CursesTerminal", "Replay", "DeviceStore",
      ],
      swiftSettings: releaseSwiftSettings,
      linkerSettings: releaseLinkerSettings
    ),
    .executableTarget(
      name: "mamsim-fuzz", dependencies: ["SessionEngine", "MDXEngine", "Screens", "Replay"],
      path: "Sources/MamsimFuzz",
      swiftSettings: releaseSwiftSettings, linkerSettings: releaseLinkerSettings),
    .testTarget(name: "SessionEngineTests", dependencies: ["SessionEngine"]),
    .testTarget(name: "MDXEngineTests", dependencies: ["MDXEngine", "SessionEngine"]),
    .testTarget(
      name: "ScreensTests",
      dependencies: ["Screens", "SessionEngine", "MDXEngine", "CursesTerminal"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "DeviceStoreTests", dependencies: ["DeviceStore", "SessionEngine", "MDXEngine"]),
    .testTarget(
      name: "ReplayTests", dependencies: ["Replay", "Screens", "SessionEngine", "MDXEngine"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["SessionEngine", "Screens", "Replay", "mamsim"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

/// How release builds compile on Linux: against the static Swift runtime and FoundationEssentials
/// (what `swift build --static-swift-stdlib` passes), so that the executable can link them in.
var releaseSwiftSettings: [SwiftSetting] {
  #if os(Linux)
    return [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
  #else
    return []
  #endif
}

/// How a release build of the executable is linked on Linux, for a fast start and a small
/// resident set (bench/README-front.md has the figures): `-static-executable`, with lld.
///
/// Everything is linked in: the Swift runtime, FoundationEssentials, libstdc++, glibc, and the
/// system libraries ncursesw, SQLite, libcrypto, FreeType and zlib (from their `.a` files, which
/// the same Debian `-dev` packages install), with what Debian's libfreetype.a needs in turn
/// (libpng16 and brotli, from libpng-dev and libbrotli-dev, which libfreetype-dev depends on).
/// So no dynamic loader runs at start: it used to map about fifteen libraries and bind some 8,000
/// symbols, mostly of libcrypto and SQLite, which `mamsim run` needs only for a persistent
/// device, and libstdc++. The first frame comes about 4 ms sooner and the peak resident set is
/// about 3 MB smaller.
///
/// FreeType: Replay's `MAMSIM_STATIC_FREETYPE` makes the static build register only the modules
/// its fonts need (`mamsim_ft_open`), so the other font drivers are not linked (229 KB less).
///
/// Debug builds and tests link as SwiftPM does by default.
var releaseLinkerSettings: [LinkerSetting] {
  #if os(Linux)
    return [
      .unsafeFlags(
        ["-static-executable", "-use-ld=lld"],
        .when(platforms: [.linux], configuration: .release)),
      .linkedLibrary("png16", .when(platforms: [.linux], configuration: .release)),
      .linkedLibrary("brotlidec", .when(platforms: [.linux], configuration: .release)),
      .linkedLibrary("brotlicommon", .when(platforms: [.linux], configuration: .release)),
    ]
  #else
    return []
  #endif
}
