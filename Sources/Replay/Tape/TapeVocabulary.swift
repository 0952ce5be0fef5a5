/// The words a tape may use, for parsing and for suggesting fixes.
enum TapeVocabulary {
  /// Commands with their own syntax (keys are listed separately).
  static let commands = [
    "Set", "Require", "Type", "Sleep", "Hide", "Show", "Wait", "Expect", "Snapshot", "Advance",
    "Device", "Admin", "Mdx", "Relaunch", "Output", "Screenshot", "Source", "Ctrl", "Alt", "Shift",
  ]

  /// VHS commands that parse but do nothing in mamsim (each gives a warning saying why).
  static let skippedVHSCommands = [
    "Copy", "Paste", "Env", "ScrollUp", "ScrollDown", "Insert", "Subtitle", "Overlay",
    "CaptionOn", "CaptionOff",
  ]

  /// Every word that may start a command.
  static let commandsAndKeys: [String] =
    commands + skippedVHSCommands + TapeKey.named.keys.sorted() + (1...12).map { "F\($0)" }

  /// Whether `name` is one of `commandsAndKeys` (a switch over the names of `name`'s length:
  /// much cheaper than building and hashing into a set, or than comparing with every name;
  /// `TapeVHSGrammarTests` and `TapeParseFastPathTests` check both agree).
  static func startsCommand(_ name: String) -> Bool {
    switch name.utf8.count {
    case 2:
      switch name {
      case "Up", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9": return true
      default: return false
      }
    case 3:
      switch name {
      case "Set", "Alt", "Mdx", "Env", "Tab", "End", "F10", "F11", "F12": return true
      default: return false
      }
    case 4:
      switch name {
      case "Type", "Wait", "Hide", "Show", "Ctrl", "Copy", "Down", "Left", "Home": return true
      default: return false
      }
    case 5:
      switch name {
      case "Enter", "Sleep", "Admin", "Shift", "Paste", "Space", "Right": return true
      default: return false
      }
    case 6:
      switch name {
      case "Expect", "Device", "Output", "Source", "Insert", "Delete", "Escape", "PageUp":
        return true
      default: return false
      }
    case 7: return name == "Require" || name == "Advance" || name == "Overlay"
    case 8:
      switch name {
      case "Snapshot", "Relaunch", "ScrollUp", "Subtitle", "PageDown": return true
      default: return false
      }
    case 9: return name == "CaptionOn" || name == "Backspace"
    case 10: return name == "Screenshot" || name == "ScrollDown" || name == "CaptionOff"
    default: return false
    }
  }

  /// Whether `name` is one of mamsim's own commands, whose arguments run to the end of the line.
  static func takesWholeLine(_ name: String) -> Bool {
    switch name.utf8.count {
    case 3: return name == "Mdx"
    case 5: return name == "Admin"
    case 6: return name == "Expect" || name == "Device"
    case 7: return name == "Advance"
    case 8: return name == "Snapshot" || name == "Relaunch"
    default: return false
    }
  }

  /// The settings `Set` understands.
  static let settings = [
    "Width", "Height", "TypingSpeed", "Scenario", "Settings", "Appearance", "State", "WaitTimeout",
    "Walkthrough", "Loop", "Language", "FontSize", "Padding", "Framerate", "PlaybackSpeed",
    "LoopOffset", "Columns", "Rows", "Lines",
  ]

  /// VHS settings that mean something only for a shell, a window or VHS's renderer, each with what
  /// mamsim does instead; `Set` gives a warning and goes on.
  ///
  /// A list of pairs, looked through by `ignoredVHSSetting(_:)`: a `[String: String]` costs the
  /// runtime a conformance scan of the whole binary at its first use, more than reading a tape.
  static let ignoredVHSSettingList: [(name: String, instead: String)] = [
    ("Shell", "mamsim starts no shell; the tape drives the simulated app directly"),
    ("FontFamily", "recordings use mamsim's own monospaced font"),
    ("Theme", "colours come from the app's branding and Set Appearance light or dark"),
    ("LetterSpacing", "text is laid out in whole cells, one per character and two for a wide one"),
    ("LineHeight", "text is laid out in whole cells, one row per line"),
    ("Margin", "recordings show the terminal alone, with no frame around it"),
    ("MarginFill", "recordings show the terminal alone, with no frame around it"),
    ("BorderRadius", "recordings have square corners"),
    ("CornerRadius", "recordings have square corners"),
    ("WindowTitle", "recordings show the terminal alone, with no window bar"),
    ("ImageFrame", "recordings show the terminal alone, with no frame around it"),
    ("FrameSize", "recordings show the terminal alone, with no frame around it"),
    ("WindowBar", "recordings show the terminal alone, with no window bar"),
    ("WindowBarSize", "recordings show the terminal alone, with no window bar"),
    ("CursorBlink", "the cursor is drawn where the app puts it, without blinking"),
    (
      "WaitPattern",
      "there is no shell prompt to wait for; give each Wait its own pattern, as in Wait /Ready/"
    ),
    ("SubtitleFontSize", "mamsim draws no subtitles"),
    ("SubtitleColor", "mamsim draws no subtitles"),
    ("SubtitleBackground", "mamsim draws no subtitles"),
    ("SubtitlePosition", "mamsim draws no subtitles"),
    ("SubtitlePadding", "mamsim draws no subtitles"),
    ("SubtitleBorderRadius", "mamsim draws no subtitles"),
    ("SubtitleFontFamily", "mamsim draws no subtitles"),
  ]

  /// What mamsim does instead of the ignored VHS setting `name`, or nil when it is not one.
  static func ignoredVHSSetting(_ name: String) -> String? {
    let count = name.utf8.count
    for entry in ignoredVHSSettingList where entry.name.utf8.count == count && entry.name == name {
      return entry.instead
    }
    return nil
  }

  /// The ignored VHS settings by name (for tests and tools; `ignoredVHSSetting(_:)` answers the
  /// same without building a dictionary).
  static var ignoredVHSSettings: [String: String] {
    Dictionary(ignoredVHSSettingList.map { ($0.name, $0.instead) }, uniquingKeysWith: { $1 })
  }

  /// What mamsim does instead of the caption and overlay settings of some VHS versions
  /// (`Set Caption…`, `Set Overlay…`), which `Set` takes by their prefix.
  static let captionSettingsInstead =
    "mamsim draws no captions or overlays; the recording shows the app's screen alone"

  /// Whether `name` is a caption or overlay setting of some VHS version.
  static func isCaptionSetting(_ name: String) -> Bool {
    name.hasPrefix("Caption") || name.hasPrefix("Overlay")
  }

  /// Every setting name a tape may write, for suggestions.
  static let allSettings = settings + ignoredVHSSettingList.map(\.name).sorted()

  /// What each command looks like, for hints.
  static let examples: [String: String] = [
    "Set": "Set Width 100", "Require": "Require mamsim", "Type": "Type \"hello\"",
    "Sleep": "Sleep 500ms", "Wait": "Wait /Ready/", "Expect": "Expect \"Ready\"",
    "Snapshot": "Snapshot \"home\"", "Advance": "Advance 31m", "Device": "Device online false",
    "Admin": "Admin wipe \"alex@contoso.com\"", "Output": "Output \"demo.cast\"",
    "Screenshot": "Screenshot \"screen.txt\"", "Source": "Source \"common.tape\"",
    "Mdx": "Mdx Admin appLock", "Copy": "Copy \"text\"", "Env": "Env NAME \"value\"",
    "Subtitle": "Subtitle \"text\"", "Overlay": "Overlay \"text\"",
  ]
}
