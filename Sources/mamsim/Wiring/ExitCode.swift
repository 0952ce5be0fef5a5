/// The status mamsim ends with: 0 when all went well, 1 when the work failed, 2 for a bad command line.
enum ExitCode {
  /// Everything asked for was done and nothing was wrong.
  static let success: Int32 = 0
  /// The command ran but failed: a checked file has errors, a replay did not match, and so on.
  static let failure: Int32 = 1
  /// The command line itself was wrong; nothing ran.
  static let usage: Int32 = 2
}
