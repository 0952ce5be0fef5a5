/// The version of mamsim, the one place it is written.
enum Version {
  /// The version number, as `mamsim --version` shows it after the program name.
  static let number = "0.1.0"

  /// The line `mamsim --version` prints.
  static var line: String { "mamsim \(number)" }
}
