/// The words a tape may use, for parsing and for suggesting fixes.
enum TapeVocabulary {
  /// Commands with their own syntax (keys are listed separately).
  static let commands = [
    "Set", "Require", "Type", "Sleep", "Hide", "Show", "Wait", "Expect", "Snapshot", "Advance",
    "Device", "Admin", "Mdx", "Relaunch", "Output", "Screenshot", "Source", "Ctrl", "Alt", "Shift",
  ]

  /// Every word that may start a line.
  static let commandsAndKeys: [String] =
    commands + TapeKey.named.keys.sorted() + (1...12).map { "F\($0)" }

  /// VHS commands mamsim does not offer.
  static let unsupportedVHSCommands: Set<String> = [
    "Copy", "Paste", "Env", "ScrollUp", "ScrollDown", "Insert",
  ]

  /// The settings `Set` understands.
  static let settings = [
    "Width", "Height", "TypingSpeed", "Scenario", "Settings", "Appearance", "State", "WaitTimeout",
    "Walkthrough", "Loop", "Language",
  ]

  /// VHS settings about pixels, fonts and video that mean nothing for a text terminal.
  static let ignoredVHSSettings = [
    "FontSize", "FontFamily", "Theme", "Padding", "Framerate", "PlaybackSpeed", "LetterSpacing",
    "LineHeight", "LoopOffset", "Margin", "MarginFill", "BorderRadius", "WindowBar",
    "WindowBarSize", "CursorBlink", "Shell",
  ]

  /// What each command looks like, for hints.
  static let examples: [String: String] = [
    "Set": "Set Width 100", "Require": "Require mamsim", "Type": "Type \"hello\"",
    "Sleep": "Sleep 500ms", "Wait": "Wait /Ready/", "Expect": "Expect \"Ready\"",
    "Snapshot": "Snapshot \"home\"", "Advance": "Advance 31m", "Device": "Device online false",
    "Admin": "Admin wipe \"alex@contoso.com\"", "Output": "Output \"demo.cast\"",
    "Screenshot": "Screenshot \"screen.txt\"", "Source": "Source \"common.tape\"",
    "Mdx": "Mdx Admin appLock",
  ]
}
