import SessionEngine
import Walkthrough

/// A loaded tape: its settings with defaults filled in, its steps with `Source` expanded, and the
/// recordings it asks for. Building one runs nothing.
///
/// Settings written before the first command are folded into the properties below; a later
/// `Set TypingSpeed` stays in `steps`. `Require` and `Output` never appear in `steps`. Paths
/// (scenario, settings, state, outputs, screenshots) are resolved against the folder of the tape
/// that wrote them.
public struct Tape: Equatable, Sendable {
  /// The tape's file as the user named it.
  public var file: String
  /// The folder relative paths in the tape are resolved against.
  public var folder: String
  /// Terminal width in cells (default 80).
  public var width: Int = 80
  /// Terminal height in cells (default 24).
  public var height: Int = 24
  /// Delay between typed keys at the start (default 50 ms).
  public var typingSpeed: Duration = .milliseconds(50)
  /// Time limit of a `Wait` without `@timeout`, in virtual time (default 15 s).
  public var waitTimeout: Duration = .seconds(15)
  /// The scenario file, or `nil` for the embedded default.
  public var scenarioPath: String?
  /// The IntuneMAMSettings plist, or `nil` for the embedded default.
  public var settingsPath: String?
  /// The app's `.entitlements` file (`Set Entitlements`), or `nil`.
  public var entitlementsPath: String?
  /// Light or dark colours (default light).
  public var appearance: TapeAppearance = .light
  /// The persistent simulated device's folder, or `nil` for a fresh in-memory device.
  public var statePath: String?
  /// The walkthrough the tape runs inside (`Set Walkthrough`), if any.
  public var walkthrough: String?
  /// Whether an SVG recording starts again after its last frame (`Set Loop`, default true).
  public var loops: Bool = true
  /// The phone's language (`Set Language`); nil for the scenario's, else English. A tape never
  /// takes the language of the environment it is played in, so it plays the same everywhere.
  public var language: Language?
  /// How GIF, PNG and video recordings draw and time the screens (`Set FontSize` and the like).
  public var raster = RasterOptions()
  /// How recordings are framed (`Set Slide`): the whole terminal, or the phone alone.
  public var slide: TapeSlide = .off
  /// The commands to run, in order.
  public var steps: [TapeStep] = []
  /// The recordings to write.
  public var outputs: [TapeOutput] = []
  /// Problems that do not stop the tape (ignored VHS settings and the like).
  public var warnings: [TapeDiagnostic] = []
  /// Where each setting in force was written, by its name (`"Scenario"`): the last `Set` of it
  /// before the first command, in the tape or a file it sources, at the value's column.
  public var settingLocations: [String: SourceLocation] = [:]
  /// Where each file an `Output` or `Screenshot` writes (its resolved path) is named.
  public var outputLocations: [String: SourceLocation] = [:]
  /// The folder each file an `Output` or `Screenshot` writes (its resolved path) was checked to
  /// stay inside (the folder of the tape, or of the tape that sourced it, that names it): the
  /// file is written under it, never through a link (`TapeFiles.write(_:to:under:)`).
  public var outputFolders: [String: String] = [:]
  /// The files the tape reads to play: its own file first, then the tapes it sources, its
  /// scenario, settings and entitlements; no output may be written over one of them.
  public var inputs: [String] = []

  /// Creates a tape with default settings and no steps.
  public init(file: String, folder: String) {
    self.file = file
    self.folder = folder
  }

  /// Where the setting `name` in force was written; line 1 of the tape when it was not written
  /// (a default, or a tape built in code).
  public func location(ofSetting name: String) -> SourceLocation {
    settingLocations[name] ?? SourceLocation(file: file, line: 1, column: 1)
  }
}
