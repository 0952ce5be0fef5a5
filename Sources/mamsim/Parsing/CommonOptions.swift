import CursesTerminal

/// The options several commands share, written once so they read the same everywhere.
enum CommonOptions {
  /// The two appearances the emulator can draw.
  static let appearances = ["light", "dark"]

  /// `--help`, accepted by every command.
  static let help = OptionSpec.flag("--help", "show this help (also -h)")

  /// `--scenario FILE`: the tenant, policies, app and device to simulate.
  static let scenario = OptionSpec.value(
    "--scenario", "FILE",
    "the scenario to simulate (tenant, policies, app, device); default: the built-in one")

  /// `--settings FILE`: the app's IntuneMAMSettings.
  static let settings = OptionSpec.value(
    "--settings", "FILE",
    "take the app's IntuneMAMSettings from this settings plist or Info.plist")

  /// `--appearance light|dark`.
  static let appearance = OptionSpec.value(
    "--appearance", "light|dark", allowed: appearances,
    "draw in the light or the dark appearance (default: dark when COLORFGBG says so, else light)")

  /// `--palette ask|redefine|fixed`.
  static let palette = OptionSpec.value(
    "--palette", "ask|redefine|fixed", allowed: PaletteChoice.allCases.map(\.rawValue),
    "whether to redefine the terminal's palette for the app's exact colours: only if the terminal "
      + "answers a palette query (ask, the default), always, or never (nearest fixed colours)")

  /// `--lang LANG`: the phone's language.
  static let language = OptionSpec.value(
    "--lang", "LANG",
    "the phone's language: en, zh-Hans, de or it (default: the scenario's device.language, else"
      + " LC_ALL, LC_MESSAGES or LANG, else English)")

  /// `--state DIR`: a simulated device kept on disk.
  static let state = OptionSpec.value(
    "--state", "DIR",
    "keep the simulated device (accounts, PIN, enrollment) in this folder")

  /// `--state DIR` of `inspect`, which only reads the device there.
  static let stateToRead = OptionSpec.value(
    "--state", "DIR",
    "read the simulated device in this folder rather than the usual one; nothing there changes")

  /// `--state DIR` of `reset`, which erases the device there (or uninstalls an app from it).
  static let stateToErase = OptionSpec.value(
    "--state", "DIR",
    "erase the simulated device in this folder (or, with --app, uninstall the app from it)"
      + " rather than the usual one")
}
