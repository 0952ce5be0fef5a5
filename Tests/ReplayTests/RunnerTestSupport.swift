import Foundation
import Replay

/// Writes tapes into a temporary folder and plays them.
struct RunnerScratch {
  /// The folder the tapes and their outputs live in.
  let folder: String

  init() throws {
    folder = try ReplaysFolder.temporaryFolder()
  }

  /// Writes `text` as `name` in the folder; returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    let parent = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The text of `name` in the folder.
  func read(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  /// Plays the tape `name` with `options`.
  func run(_ name: String, _ options: RunnerOptions = RunnerOptions()) -> TapeResult {
    TapeRunner(options: options).run(path: folder + "/" + name)
  }

  /// Deletes the folder.
  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

/// The sign-in of the first-policy test up to the managed notes list, as tape lines.
let managedSignIn = """
  Wait /Sign in to Contoso/
  Type "alex@contoso.com"
  Tab
  Type "Pilot-Alex"
  Enter
  Wait /Restart required/
  Enter
  Wait /Enter opens/
  Enter
  Wait /Set a PIN/
  Type "2580"
  Wait /same PIN again/
  Type "2580"
  Wait /alex@contoso.com · ma/

  """
