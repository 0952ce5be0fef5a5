/// How long a reader may take on a hostile input in these tests before it counts as hanging.
///
/// Not a speed figure (those are measured in `bench/`): a reader that went quadratic or
/// backtracked on such an input would take minutes, so a generous bound catches that without
/// failing when a busy machine runs the suite slowly.
enum HangGuard {
  /// The bound.
  static let limit = Duration.seconds(10)
}
