// swift-tools-version:6.0
import PackageDescription

/// mamsim: a terminal emulator of the end-user flow of an app protected by a MAM SDK.
///
/// Dependencies point one way: mamsim → Replay → Screens → SessionEngine, and
/// mamsim → CursesTerminal → CNcursesw, mamsim → DeviceStore → SessionEngine. Only CursesTerminal
/// talks to ncurses; only DeviceStore talks to SQLite (CSQLite3) and OpenSSL (CCrypto).
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
    .target(name: "SessionEngine"),
    .target(name: "DeviceStore", dependencies: ["SessionEngine", "CSQLite3", "CCrypto"]),
    .target(name: "Screens", dependencies: ["SessionEngine"]),
    .target(name: "CursesTerminal", dependencies: ["Screens", "CNcursesw"]),
    .target(name: "Replay", dependencies: ["Screens", "SessionEngine"]),
    .executableTarget(
      name: "mamsim",
      dependencies: ["SessionEngine", "Screens", "CursesTerminal", "Replay", "DeviceStore"]
    ),
    .testTarget(name: "SessionEngineTests", dependencies: ["SessionEngine"]),
    .testTarget(
      name: "ScreensTests",
      dependencies: ["Screens", "SessionEngine", "CursesTerminal"],
      exclude: ["Goldens"]
    ),
    .testTarget(name: "DeviceStoreTests", dependencies: ["DeviceStore", "SessionEngine"]),
    .testTarget(name: "ReplayTests", dependencies: ["Replay", "Screens", "SessionEngine"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["SessionEngine", "Screens", "Replay", "mamsim"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
