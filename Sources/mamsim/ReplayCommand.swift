/// Options of `mamsim replay`.
struct ReplayOptions: Equatable {
  /// The tapes to play, in order.
  var tapes: [String]
  /// Whether to write snapshots instead of comparing them.
  var updateSnapshots: Bool
  /// Whether to draw the replay in the terminal as it plays.
  var live: Bool
  /// How many times faster than typed a live replay plays; always positive.
  var speed: Double
  /// The folder of a persistent simulated device, if given.
  var statePath: String?
  /// The folder for the tapes' output files, if given.
  var outputDirectory: String?
}

/// Options of `mamsim record`.
struct RecordOptions: Equatable {
  /// The tape file to write.
  var tape: String
  /// Whether an existing tape may be replaced.
  var force: Bool
  /// The scenario file to simulate, or nil for the built-in scenario.
  var scenarioPath: String?
  /// The settings plist or Info.plist giving the app's IntuneMAMSettings, if any.
  var settingsPath: String?
  /// `light` or `dark`, if given.
  var appearance: String?
}

/// Plays and records tapes (a stub until the integrator wires it).
enum ReplayCommand {
  /// Plays the tapes in `options`; returns the exit status.
  static func run(_ options: ReplayOptions) -> Int32 {
    StandardStreams.writeErrorLine("mamsim: replay is not built yet")
    return 1
  }

  /// Records a tape as `options` say; returns the exit status.
  static func record(_ options: RecordOptions) -> Int32 {
    StandardStreams.writeErrorLine("mamsim: record is not built yet")
    return 1
  }
}
