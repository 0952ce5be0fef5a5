import TerminalUI
import Walkthrough

/// The words a tape may use, for parsing and for suggesting fixes.
enum TapeVocabulary {
  /// Commands with their own syntax (keys are listed separately).
  static let commands = [
    "Set", "Require", "Type", "Sleep", "Hide", "Show", "Wait", "Expect", "Snapshot", "Advance",
    "Device", "Admin", "Mdx", "Relaunch", "Password", "Output", "Screenshot", "Source", "Ctrl",
    "Alt", "Shift", "Scene",
  ]

  /// VHS commands that parse but do nothing in mamsim (each gives a warning saying why).
  static let skippedVHSCommands = [
    "Copy", "Paste", "Env", "ScrollUp", "ScrollDown", "Insert", "Subtitle", "Overlay",
    "CaptionOn", "CaptionOff",
  ]

  /// Every word that may start a command.
  static let commandsAndKeys: [String] =
    commands + skippedVHSCommands + Key.tapeNamed.keys.sorted() + (1...12).map { "F\($0)" }

  /// The words that may start a command, for `startsCommand(_:)`.
  private static let commandAndKeySet = Set(commandsAndKeys)

  /// Whether `name` is one of `commandsAndKeys`.
  static func startsCommand(_ name: String) -> Bool {
    commandAndKeySet.contains(name)
  }

  /// mamsim's own commands, whose arguments run to the end of the line.
  static let wholeLineCommands: Set<String> = [
    "Mdx", "Admin", "Expect", "Device", "Advance", "Snapshot", "Relaunch", "Password",
  ]

  /// Whether `name` is one of mamsim's own commands, whose arguments run to the end of the line.
  static func takesWholeLine(_ name: String) -> Bool {
    wholeLineCommands.contains(name)
  }

  /// The settings `Set` understands.
  static let settings = [
    "Width", "Height", "TypingSpeed", "Scenario", "Settings", "Entitlements", "Appearance", "State",
    "WaitTimeout",
    "Walkthrough", "Loop", "Language", "FontSize", "Padding", "Framerate", "PlaybackSpeed",
    "LoopOffset", "Columns", "Rows", "Lines", "Slide",
  ]

  /// VHS settings that mean something only for a shell, a window or VHS's renderer, each with what
  /// mamsim does instead; `Set` gives a warning and goes on.
  static let ignoredVHSSettings: [String: String] = [
    "Shell": "mamsim starts no shell; the tape drives the simulated app directly",
    "FontFamily": "recordings use mamsim's own monospaced font",
    "Theme": "colours come from the app's branding and Set Appearance light or dark",
    "LetterSpacing": "text is laid out in whole cells, one per character and two for a wide one",
    "LineHeight": "text is laid out in whole cells, one row per line",
    "Margin": "recordings show the terminal alone, with no frame around it",
    "MarginFill": "recordings show the terminal alone, with no frame around it",
    "BorderRadius": "recordings have square corners",
    "CornerRadius": "recordings have square corners",
    "WindowTitle": "recordings show the terminal alone, with no window bar",
    "ImageFrame": "recordings show the terminal alone, with no frame around it",
    "FrameSize": "recordings show the terminal alone, with no frame around it",
    "WindowBar": "recordings show the terminal alone, with no window bar",
    "WindowBarSize": "recordings show the terminal alone, with no window bar",
    "CursorBlink": "the cursor is drawn where the app puts it, without blinking",
    "WaitPattern":
      "there is no shell prompt to wait for; give each Wait its own pattern, as in Wait /Ready/",
    "SubtitleFontSize": "mamsim draws no subtitles",
    "SubtitleColor": "mamsim draws no subtitles",
    "SubtitleBackground": "mamsim draws no subtitles",
    "SubtitlePosition": "mamsim draws no subtitles",
    "SubtitlePadding": "mamsim draws no subtitles",
    "SubtitleBorderRadius": "mamsim draws no subtitles",
    "SubtitleFontFamily": "mamsim draws no subtitles",
  ]

  /// What mamsim does instead of the caption and overlay settings of some VHS versions
  /// (`Set Caption…`, `Set Overlay…`), which `Set` takes by their prefix.
  static let captionSettingsInstead =
    "mamsim draws no captions or overlays; the recording shows the app's screen alone"

  /// Whether `name` is a caption or overlay setting of some VHS version.
  static func isCaptionSetting(_ name: String) -> Bool {
    name.hasPrefix("Caption") || name.hasPrefix("Overlay")
  }

  /// Every setting name a tape may write, for suggestions.
  static let allSettings = settings + ignoredVHSSettings.keys.sorted()

  /// What each command looks like, for hints.
  static let examples: [String: String] = [
    "Set": "Set Width 100", "Require": "Require mamsim", "Type": "Type \"hello\"",
    "Sleep": "Sleep 500ms", "Wait": "Wait /Ready/", "Expect": "Expect \"Ready\"",
    "Snapshot": "Snapshot \"home\"", "Advance": "Advance 31m", "Device": "Device online false",
    "Admin": "Admin wipe \"alex@contoso.com\"", "Output": "Output \"demo.cast\"",
    "Screenshot": "Screenshot \"screen.txt\"", "Source": "Source \"common.tape\"",
    "Mdx": "Mdx Admin appLock", "Copy": "Copy \"text\"", "Env": "Env NAME \"value\"",
    "Subtitle": "Subtitle \"text\"", "Overlay": "Overlay \"text\"",
    "Scene": "Scene \"A copy refused\" \"The policy keeps corporate text in the app\"",
  ]
}
