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
    // SQLite's optional extensions (full-text search, R-tree, dbstat), which the store does not
    // use; the static release build links these stand-ins instead
    // (Sources/CSQLite3StandIns/SQLite3StandIns.c).
    .target(
      name: "CSQLite3StandIns",
      cSettings: [
        .define("MAMSIM_STATIC_SQLITE", .when(platforms: [.linux], configuration: .release)),
        .unsafeFlags(["-gdwarf-4"]),
      ]),
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
    // Debian's libfreetype.a calls libpng and brotli for formats mamsim never draws; the static
    // release build links these stand-ins instead (Sources/CFreeTypeStandIns/FreeTypeStandIns.c).
    // Their debug information is DWARF 4, as the Swift modules' is: valgrind (bench/) cannot
    // read an executable that mixes in clang's default DWARF 5.
    .target(
      name: "CFreeTypeStandIns",
      cSettings: [
        .define("MAMSIM_STATIC_FREETYPE", .when(platforms: [.linux], configuration: .release)),
        .unsafeFlags(["-gdwarf-4"]),
      ]),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(
      name: "SessionEngine", swiftSettings: smallReleaseSwiftSettings + directMetadataSwiftSettings),
    .target(
      name: "MDXEngine", dependencies: ["SessionEngine"], swiftSettings: smallReleaseSwiftSettings),
    .target(
      name: "DeviceStore",
      dependencies: ["SessionEngine", "MDXEngine", "CSQLite3", "CSQLite3StandIns", "CCrypto"],
      swiftSettings: smallReleaseSwiftSettings + directMetadataSwiftSettings),
    .target(
      name: "Screens", dependencies: ["SessionEngine", "MDXEngine"],
      // The String Catalog is the source of Strings/Translations.swift, not a resource.
      exclude: ["Strings/Localizable.xcstrings"],
      swiftSettings: releaseSwiftSettings + directMetadataSwiftSettings),
    .target(
      name: "CursesTerminal", dependencies: ["Screens", "CNcursesw"],
      swiftSettings: releaseSwiftSettings + directMetadataSwiftSettings),
    .target(
      name: "Replay",
      dependencies: [
        "Screens", "SessionEngine", "MDXEngine", "CFreeType", "CFreeTypeStandIns", "CZlib",
      ],
      swiftSettings: smallReleaseSwiftSettings + [
        // The static executable registers only the FreeType modules its fonts need.
        .define("MAMSIM_STATIC_FREETYPE", .when(platforms: [.linux], configuration: .release))
      ]),
    .executableTarget(
      name: "mamsim",
      dependencies: [
        "SessionEngine", "MDXEngine", "Screens", "CursesTerminal", "Replay", "DeviceStore",
      ],
      swiftSettings: smallReleaseSwiftSettings + directMetadataSwiftSettings,
      linkerSettings: releaseLinkerSettings
    ),
    .executableTarget(
      name: "mamsim-fuzz",
      dependencies: ["SessionEngine", "MDXEngine", "Screens", "Replay", "DeviceStore"],
      path: "Sources/MamsimFuzz",
      swiftSettings: releaseSwiftSettings, linkerSettings: releaseLinkerSettings),
    .testTarget(
      name: "SessionEngineTests", dependencies: ["SessionEngine"], exclude: ["Goldens"]),
    .testTarget(name: "MDXEngineTests", dependencies: ["MDXEngine", "SessionEngine"]),
    .testTarget(
      name: "ScreensTests",
      dependencies: ["Screens", "SessionEngine", "MDXEngine", "CursesTerminal"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "DeviceStoreTests",
      dependencies: ["DeviceStore", "SessionEngine", "MDXEngine", "CSQLite3StandIns", "CSQLite3"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ReplayTests",
      dependencies: ["Replay", "Screens", "SessionEngine", "MDXEngine", "CFreeTypeStandIns"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["SessionEngine", "Screens", "Replay", "mamsim"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

/// How release builds compile on Linux: against the static Swift runtime and FoundationEssentials
/// (what `swift build --static-swift-stdlib` passes), so that the executable can link them in,
/// and with each function in its own section, so that the link can place the functions the start
/// runs together (`releaseLinkerSettings`).
var releaseSwiftSettings: [SwiftSetting] {
  #if os(Linux)
    return [
      .unsafeFlags(
        ["-static-stdlib", "-Xfrontend", "-function-sections"],
        .when(platforms: [.linux], configuration: .release))
    ]
  #else
    return []
  #endif
}

/// How release builds compile the modules where size counts more than speed: as
/// `releaseSwiftSettings`, optimised for size. The Citrix engine, the command line's own code,
/// the device store (SQLite does its work) and the tape runner with its readers and recorders:
/// together 0.26 MB of the installed binary, for +4 % instructions per play of
/// `first-policy-test.tape` and +10 % to read a tape (bench/README-size.md, sixth round). The
/// session engine too, since the store writes its JSON itself: 123 KB, for +0.08 M
/// instructions to the first frame, +3.7 % per play and +6 % for `check` (bench/README-size.md,
/// seventh round).
var smallReleaseSwiftSettings: [SwiftSetting] {
  releaseSwiftSettings + [
    .unsafeFlags(["-Osize"], .when(platforms: [.linux], configuration: .release))
  ]
}

/// How release builds compile the modules plain `mamsim` runs before its first frame: a concrete
/// generic type's metadata (`[StringKey: String]`, `KeyedDecodingContainer<SnapshotCodingKey>`,
/// `Walkthrough?`, ...) is made by calling its metadata accessor with the conformances the
/// compiler already knows, instead of from its mangled name. The mangled-name form is smaller,
/// but the runtime resolves it the first time by demangling and, for each conformance a generic
/// requirement needs, by searching every conformance record of the static executable (about
/// 0.2–0.28 M instructions a search): 1.5 M instructions before the first frame (10.64 → 9.13 M)
/// and 0.4 M of `check`, for 33 KB of the installed binary. The Citrix engine and the tape runner
/// keep the mangled names: no gain at start (0.03 M), 12 KB, and the binary must stay under
/// 20 MB (bench/README-size.md).
var directMetadataSwiftSettings: [SwiftSetting] {
  [
    .unsafeFlags(
      ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
      .when(platforms: [.linux], configuration: .release))
  ]
}

/// The folder of this manifest: the package root.
var packageRoot: String {
  let path = #filePath
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return String(path[..<slash])
}

/// How a release build of the executable is linked on Linux, for a fast start and a small
/// resident set (bench/README-front.md has the figures): `-static-executable`, with lld.
///
/// Everything is linked in: the Swift runtime, FoundationEssentials, libstdc++, glibc, and the
/// system libraries ncursesw, SQLite, libcrypto, FreeType and zlib (from their `.a` files, which
/// the same Debian `-dev` packages install). What Debian's libfreetype.a needs in turn (libpng16
/// and brotli) is replaced by stand-ins that refuse colour bitmap glyphs and WOFF2 fonts
/// (CFreeTypeStandIns, 0.35 MB less), and SQLite's full-text search, R-tree and dbstat
/// extensions by stand-ins that leave them unregistered (CSQLite3StandIns, 0.34 MB less).
/// So no dynamic loader runs at start: it used to map about fifteen libraries and bind some 8,000
/// symbols, mostly of libcrypto and SQLite, which `mamsim run` needs only for a persistent
/// device, and libstdc++. The first frame comes about 4 ms sooner and the peak resident set is
/// about 3 MB smaller.
///
/// FreeType: Replay's `MAMSIM_STATIC_FREETYPE` makes the static build register only the modules
/// its fonts need (`mamsim_ft_open`), so the other font drivers are not linked (229 KB less).
///
/// Linker/symbol-order.txt lists the functions plain `mamsim` runs at start and in its first flow,
/// and the data its start reads (bench/symbol-order.sh writes it); lld places them first in their
/// sections, together. The kernel maps 64 KB of code around each page a process touches, so
/// packing the start's code keeps the rest of the executable out of memory; our modules are
/// compiled with one section per function for it (`releaseSwiftSettings`), which also lets the
/// link drop their unused functions (0.39 MB). bench/README-size.md has the figures. Names the
/// build no longer has are skipped without a warning, so a stale list only costs memory.
/// `--icf=safe` folds identical functions whose address nothing takes (12 KB; `--icf=all` is not
/// safe).
///
/// Debug builds and tests link as SwiftPM does by default.
var releaseLinkerSettings: [LinkerSetting] {
  #if os(Linux)
    return [
      .unsafeFlags(
        [
          "-static-executable", "-use-ld=lld",
          "-Xlinker", "--symbol-ordering-file=\(packageRoot)/Linker/symbol-order.txt",
          "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--icf=safe",
        ],
        .when(platforms: [.linux], configuration: .release))
    ]
  #else
    return []
  #endif
}
