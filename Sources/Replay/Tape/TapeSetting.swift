import SessionEngine
import Walkthrough

/// One `Set` command of a tape, with its value checked.
public enum TapeSetting: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Terminal width in cells.
  case width(Int)
  /// Terminal height in cells.
  case height(Int)
  /// Delay between typed keys.
  case typingSpeed(Duration)
  /// Scenario file path, as written.
  case scenario(String)
  /// IntuneMAMSettings plist path, as written.
  case settings(String)
  /// The app's `.entitlements` file path, as written.
  case entitlements(String)
  /// Light or dark colours.
  case appearance(TapeAppearance)
  /// Folder of a persistent simulated device, as written.
  case state(String)
  /// Default time limit of a `Wait` without `@timeout`.
  case waitTimeout(Duration)
  /// `Set Walkthrough "first-policy"`: run the tape inside a guided walkthrough.
  case walkthrough(String)
  /// `Set Loop false`: whether an SVG recording starts again after its last frame.
  case loop(Bool)
  /// `Set Language de`: the phone's language, so every screen (and every `Expect`) is in it.
  case language(Language)
  /// `Set FontSize 22`: the font size of raster recordings (GIF, PNG), in pixels (6 to 128).
  case fontSize(Int)
  /// `Set Padding 20`: the space around the terminal in raster recordings, in pixels (0 to 200).
  case padding(Int)
  /// `Set Framerate 30`: frames per second of a raster recording (1 to 120).
  case framerate(Int)
  /// `Set PlaybackSpeed 2`: how much faster (or slower, below 1) a recording plays (0.1 to 10).
  case playbackSpeed(Double)
  /// `Set LoopOffset 5` or `Set LoopOffset 50%`: where a looping GIF starts again.
  case loopOffset(TapeLoopOffset)
  /// `Set Slide phone|captions|off`: recordings show the phone alone (with scene captions).
  case slide(TapeSlide)

  /// Whether this is `Set TypingSpeed`, the only setting allowed after the first command.
  public var isTypingSpeed: Bool {
    if case .typingSpeed = self { return true }
    return false
  }

  /// Whether the setting only shapes the pixels of a raster recording (`FontSize`, `Padding`,
  /// `Framerate`, `PlaybackSpeed`, `LoopOffset`): after the first command such a setting is
  /// ignored with a warning, as VHS ignores it, where the others are errors.
  public var isRasterOnly: Bool {
    switch self {
    case .fontSize, .padding, .framerate, .playbackSpeed, .loopOffset: true
    default: false
    }
  }

  /// The setting's name as a tape writes it.
  public var name: String {
    switch self {
    case .width: "Width"
    case .height: "Height"
    case .typingSpeed: "TypingSpeed"
    case .scenario: "Scenario"
    case .settings: "Settings"
    case .entitlements: "Entitlements"
    case .appearance: "Appearance"
    case .state: "State"
    case .waitTimeout: "WaitTimeout"
    case .walkthrough: "Walkthrough"
    case .loop: "Loop"
    case .language: "Language"
    case .fontSize: "FontSize"
    case .padding: "Padding"
    case .framerate: "Framerate"
    case .playbackSpeed: "PlaybackSpeed"
    case .loopOffset: "LoopOffset"
    case .slide: "Slide"
    }
  }

  /// The setting as a tape writes it, e.g. `Set Width 100`.
  public var description: String {
    let value: String
    switch self {
    case .width(let number), .height(let number), .fontSize(let number), .padding(let number),
      .framerate(let number):
      value = "\(number)"
    case .playbackSpeed(let speed): value = TapeNumber.format(speed)
    case .loopOffset(let offset): value = offset.description
    case .typingSpeed(let duration), .waitTimeout(let duration):
      value = TapeDuration.format(duration)
    case .scenario(let path), .settings(let path), .entitlements(let path), .state(let path),
      .walkthrough(let path):
      value = TapeQuoting.quoted(path)
    case .appearance(let appearance): value = appearance.rawValue
    case .loop(let loops): value = loops ? "true" : "false"
    case .language(let language): value = language.rawValue
    case .slide(let slide): value = slide.rawValue
    }
    return "Set \(name) \(value)"
  }
}
