// swift-tools-version:6.0
import PackageDescription

/// mamsim: a terminal emulator of the end-user flow of an app protected by a MAM SDK.
///
/// Dependencies point one way: mamsim → Replay → Screens → SessionEngine → TerminalUI, and
/// mamsim → MDXEngine → SessionEngine, mamsim → CursesTerminal → CNcursesw, mamsim → DeviceStore →
/// SessionEngine. Only CursesTerminal talks to ncurses; only DeviceStore talks to SQLite (CSQLite3)
/// and OpenSSL (CCrypto); only Replay's pixel recordings (GIF, PNG, video) talk to FreeType
/// (CFreeType) and zlib (CZlib). The C libraries are Debian's shared ones, found with pkg-config.
///
/// TestSupport (under Tests/) is the tests' scratch-folder trait, used by the test targets only.
///
/// The build is SwiftPM's own, with no flags of ours: `swift build` for development, and
/// `swift build -c release --static-swift-stdlib` for the installed binary (README, "Install"),
/// which then needs only Debian's runtime libraries, not the Swift toolchain.
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
    .target(name: "TerminalUI"),
    .target(name: "SessionEngine", dependencies: ["TerminalUI"]),
    .target(name: "MDXEngine", dependencies: ["SessionEngine"]),
    .target(
      name: "DeviceStore", dependencies: ["SessionEngine", "MDXEngine", "CSQLite3", "CCrypto"]),
    .target(
      name: "Strings", dependencies: ["SessionEngine", "MDXEngine"],
      // The String Catalog is the source of Translations.swift, not a resource.
      exclude: ["Localizable.xcstrings"]),
    .target(name: "Walkthrough", dependencies: ["SessionEngine", "MDXEngine", "Strings"]),
    .target(
      name: "Screens",
      dependencies: ["TerminalUI", "SessionEngine", "MDXEngine", "Strings", "Walkthrough"]),
    .target(name: "CursesTerminal", dependencies: ["TerminalUI", "Screens", "CNcursesw"]),
    .target(
      name: "Replay",
      dependencies: [
        "TerminalUI", "Strings", "Walkthrough", "Screens", "SessionEngine", "MDXEngine",
        "CFreeType",
        "CZlib",
      ]),
    .executableTarget(
      name: "mamsim",
      dependencies: [
        "TerminalUI", "SessionEngine", "MDXEngine", "Strings", "Walkthrough", "Screens",
        "CursesTerminal", "Replay", "DeviceStore",
      ]),
    .executableTarget(
      name: "mamsim-fuzz",
      dependencies: ["TerminalUI", "SessionEngine", "MDXEngine", "Strings", "Screens", "Replay"],
      path: "Sources/MamsimFuzz"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    .testTarget(
      name: "SessionEngineTests", dependencies: ["TestSupport", "SessionEngine", "TerminalUI"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "MDXEngineTests", dependencies: ["TestSupport", "MDXEngine", "SessionEngine"]),
    .testTarget(
      name: "ScreensTests",
      dependencies: [
        "TestSupport", "TerminalUI", "Strings", "Walkthrough", "Screens", "SessionEngine",
        "MDXEngine",
        "CursesTerminal",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "DeviceStoreTests",
      dependencies: ["TestSupport", "DeviceStore", "SessionEngine", "MDXEngine", "CSQLite3"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "TestSupport", "TerminalUI", "Strings", "Walkthrough", "Replay", "Screens", "SessionEngine",
        "MDXEngine",
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "TestSupport", "TerminalUI", "SessionEngine", "Strings", "Walkthrough", "Screens", "Replay",
        "DeviceStore", "mamsim",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
