/// How a note row's content is kept: the value of its `encrypted` column.
enum NoteSeal: Int64 {
  /// Plain JSON: only rows of builds before `deviceKey` existed; this mamsim never writes it.
  case plain = 0
  /// Sealed under the owner's data key: the policy asks for app-level encryption.
  case dataKey = 1
  /// Sealed under the device key: every other note (personal ones, and corporate ones the
  /// policy leaves to the device's settings), so no note is ever written in plain text.
  case deviceKey = 2
}
