import Replay
import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `mamsim record` puts a tape it could not write at its name, so the session is never
/// lost: beside it as `TAPE.recovered`, else in the temporary folder (`$TMPDIR`, else `/tmp`),
/// never over a file that is already there.
enum TapeRescue {
  /// The places tried for the tape `path`, in order, before any is checked for a file there.
  static func places(for path: String, environment: [String: String]) -> [String] {
    let name = TapePath.lastComponent(of: path)
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let folder = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
    return [path + ".recovered", "\(folder)/\(name.isEmpty ? "mamsim" : name).recovered"]
  }

  /// Writes `text` at the first place of `places(for:environment:)` that takes it, with `-2`,
  /// `-3`, ... added while a file is there; the place written, or nil when none took it.
  static func save(_ text: String, for path: String, environment: [String: String]) -> String? {
    for base in places(for: path, environment: environment) {
      for attempt in 1...20 {
        let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
        if exists(candidate) { continue }
        if case .success = OutputFile.replace(at: candidate, with: text) { return candidate }
        break
      }
    }
    return nil
  }

  /// Whether anything (a file, a folder, a link, even a dangling one) is at `path`.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }
}
