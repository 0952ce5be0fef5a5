import Foundation
import Replay
import TestSupport
import Testing

/// A Citrix tape writes its recordings like an Intune one: the same bytes every time, the
/// checks marked, and no PIN or password in them.
@Test(.scratchFolder) func citrixTapeWritesItsOutputs() throws {
  func record() throws -> (cast: String, text: String, shot: String) {
    let folder = try ReplaysFolder.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = RunnerOptions(outputDirectory: folder, svgDirectory: folder)
    let result = TapeRunner(options: options).run(
      path: ReplaysFolder.path + "/mdx-vault-shared.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
    func read(_ name: String) throws -> String {
      try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }
    #expect(try read("mdx-vault-shared.svg").hasPrefix("<svg"))
    return (
      try read("mdx-vault-shared.cast"), try read("mdx-vault-shared.txt"),
      try read("mdx-vault-shared-end.svg")
    )
  }
  let first = try record()
  let second = try record()
  #expect(first.cast == second.cast)
  #expect(first.cast.hasPrefix("{\"version\": 2, \"width\": 120, \"height\": 40"))
  #expect(first.text.contains("Expect Mdx vault companion vaultData"))
  #expect(first.text.contains("Mdx Vault companion update"))
  #expect(first.shot.contains("<svg"))
  for secret in ["246810", "Dispatch-2026"] {
    #expect(!first.cast.contains(secret) && !first.text.contains(secret))
  }
}
