#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A policy XML file a Citrix scenario names (`policyFile`, `premiumDefaultsFile`): where it is,
/// relative to the scenario file and never outside its folder.
public enum MDXScenarioPolicyFile {
  /// The longest path a scenario may give, in characters.
  public static let maximumPathLength = 1024

  /// The path of `relative`, as the scenario in `scenarioFile` names it, or why it is refused: a
  /// path must be relative, stay inside the scenario's folder (no `..`), be short and hold no
  /// NUL.
  ///
  /// Symbolic links are followed before the folder is compared: a link (to the file, or to a
  /// folder on its way) that leads outside the scenario's folder is refused, and the file is
  /// read at the real path that was checked. A file that does not exist keeps its written path, so that reading
  /// it says it is missing.
  public static func resolve(_ relative: String, scenarioFile: String) -> Result<String, Refusal> {
    // The system would end the name at a NUL and open another file than the one written.
    guard !relative.utf8.contains(0) else {
      return .failure(Refusal("a file name cannot hold a NUL character"))
    }
    guard !relative.isEmpty, relative.count <= maximumPathLength else {
      return .failure(Refusal("expected a file name of 1 to \(maximumPathLength) characters"))
    }
    guard !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\\") else {
      return .failure(Refusal("expected a path relative to the scenario file"))
    }
    let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
    guard !parts.contains("..") else {
      return .failure(Refusal("the file must be inside the scenario's folder; '..' leaves it"))
    }
    let folder = scenarioFile.lastIndex(of: "/").map { String(scenarioFile[...$0]) } ?? ""
    let written = folder + relative
    guard let real = realPath(written) else { return .success(written) }
    guard let realFolder = realPath(folder.isEmpty ? "." : folder) else {
      return .failure(Refusal(outside))
    }
    let inside = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
    guard real.hasPrefix(inside), real.count > inside.count else {
      return .failure(Refusal(outside))
    }
    // A path with no link past the folder is read as written, so diagnostics name it as the
    // scenario does; one through a link is read at the real path that was checked.
    let plain = parts.filter { $0 != "." }.joined(separator: "/")
    return .success(real == inside + plain ? written : real)
  }

  /// The refusal of a path whose links lead out of the scenario's folder (the place they lead
  /// to is not named: it is outside what the scenario may show).
  private static let outside =
    "the file must be inside the scenario's folder; a symbolic link on its path leads out of it"

  /// The real path of `path` (links followed), or nil when it cannot be found.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Why a path is refused, in our words.
  public struct Refusal: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String

    /// Creates a refusal.
    public init(_ message: String) { self.message = message }
  }
}
