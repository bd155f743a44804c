import Testing

@testable import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under /tmp, removed (with what is in it) when the test ends.
final class ScratchFolder {
  let path: String

  init() throws {
    var template = Array("/tmp/atomicfile-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw AtomicFileError(path: "", reason: "mkdtemp") }
    path = String(cString: made)
  }

  deinit {
    for name in names() {
      unlink(path + "/" + name)
      rmdir(path + "/" + name)
    }
    rmdir(path)
  }

  /// The names in the folder, sorted.
  func names() -> [String] {
    guard let handle = opendir(path) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  func create(_ name: String, _ text: String, mode: mode_t = 0o644) {
    let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, mode)
    _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
    fchmod(descriptor, mode)
    close(descriptor)
  }

  func contents(_ name: String) -> String? {
    let descriptor = open(path + "/" + name, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    return count < 0 ? nil : String(decoding: buffer[0..<count], as: UTF8.self)
  }

  func mode(_ name: String) -> mode_t? {
    var status = stat()
    return lstat(path + "/" + name, &status) == 0 ? status.st_mode : nil
  }
}

@Suite("Atomic file writes")
struct AtomicFileTests {
  @Test("a new file gets 0666 less the umask, and no temporary file is left")
  func newFile() throws {
    let folder = try ScratchFolder()
    let mask = umask(0o022)
    defer { umask(mask) }
    try AtomicFile.write(Array("one\n".utf8), to: folder.path + "/a.json")
    #expect(folder.contents("a.json") == "one\n")
    #expect(folder.mode("a.json").map { $0 & 0o7777 } == 0o644)
    #expect(folder.names() == ["a.json"])
  }

  @Test("an existing file keeps its mode: 0600 stays 0600")
  func keepsMode() throws {
    let folder = try ScratchFolder()
    folder.create("secret.json", "old", mode: 0o600)
    try AtomicFile.write(Array("new".utf8), to: folder.path + "/secret.json")
    #expect(folder.contents("secret.json") == "new")
    #expect(folder.mode("secret.json").map { $0 & 0o7777 } == 0o600)
    #expect(folder.names() == ["secret.json"])
  }

  @Test("a read-only file is refused and left intact, even for root")
  func readOnly() throws {
    let folder = try ScratchFolder()
    folder.create("locked.json", "keep me", mode: 0o444)
    let path = folder.path + "/locked.json"
    #expect(throws: AtomicFileError(path: path, reason: "it is read-only")) {
      try AtomicFile.write(Array("lost".utf8), to: path)
    }
    #expect(folder.contents("locked.json") == "keep me")
    #expect(folder.mode("locked.json").map { $0 & 0o7777 } == 0o444)
    #expect(folder.names() == ["locked.json"])
  }

  @Test("a link stays a link; its target (through a chain, relative) is written")
  func symlinkKept() throws {
    let folder = try ScratchFolder()
    folder.create("real.json", "old", mode: 0o640)
    symlink("real.json", folder.path + "/middle.json")
    symlink(folder.path + "/middle.json", folder.path + "/link.json")
    try AtomicFile.write(Array("through".utf8), to: folder.path + "/link.json")
    #expect(folder.mode("link.json").map { $0 & S_IFMT } == S_IFLNK)
    #expect(folder.mode("middle.json").map { $0 & S_IFMT } == S_IFLNK)
    #expect(folder.contents("real.json") == "through")
    #expect(folder.mode("real.json").map { $0 & 0o7777 } == 0o640)
    #expect(folder.names() == ["link.json", "middle.json", "real.json"])
  }

  @Test("a link planted at a temporary name is not followed; another name is tried")
  func plantedLink() throws {
    let folder = try ScratchFolder()
    folder.create("victim", "precious")
    folder.create("a.json", "old")
    symlink(folder.path + "/victim", folder.path + "/.a.json.tmp-planted")
    var attempts: [Int] = []
    try AtomicFile.write(Array("new".utf8), to: folder.path + "/a.json") { attempt in
      attempts.append(attempt)
      return attempt == 0 ? "planted" : "second"
    }
    #expect(attempts == [0, 1])
    #expect(folder.contents("victim") == "precious")
    #expect(folder.contents("a.json") == "new")
    #expect(folder.names() == [".a.json.tmp-planted", "a.json", "victim"])
  }

  @Test("a folder, a missing folder and a link loop are refused with the reason")
  func refusals() throws {
    let folder = try ScratchFolder()
    mkdir(folder.path + "/dir", 0o755)
    symlink("loop2", folder.path + "/loop1")
    symlink("loop1", folder.path + "/loop2")
    let cases: [(String, String)] = [
      ("dir", "it is not a regular file"),
      ("missing/a.json", "No such file or directory"),
      ("loop1", "too many levels of symbolic links"),
    ]
    for (name, reason) in cases {
      let path = folder.path + "/" + name
      #expect(throws: AtomicFileError(path: path, reason: reason)) {
        try AtomicFile.write(Array("x".utf8), to: path)
      }
    }
    #expect(folder.names() == ["dir", "loop1", "loop2"])
  }

  @Test("a failed write leaves no temporary file behind")
  func noTemporaryAfterFailure() throws {
    let folder = try ScratchFolder()
    folder.create("a.json", "old")
    // Every name taken: the write gives up after its attempts, creating nothing.
    symlink("nowhere", folder.path + "/.a.json.tmp-taken")
    #expect(throws: AtomicFileError(path: folder.path + "/a.json", reason: "File exists")) {
      try AtomicFile.write(Array("x".utf8), to: folder.path + "/a.json") { _ in "taken" }
    }
    #expect(folder.contents("a.json") == "old")
    #expect(folder.names() == [".a.json.tmp-taken", "a.json"])
  }

  @Test("a rename that fails removes the temporary file")
  func failedRename() throws {
    let folder = try ScratchFolder()
    folder.create("a.json", "old")
    let path = folder.path + "/a.json"
    // Between the checks and the rename the file becomes a folder: the rename fails.
    #expect(throws: AtomicFileError(path: path, reason: "Is a directory")) {
      try AtomicFile.write(Array("x".utf8), to: path) { _ in
        unlink(path)
        mkdir(path, 0o755)
        return "raced"
      }
    }
    #expect(folder.names() == ["a.json"])
    #expect(folder.mode("a.json").map { $0 & S_IFMT } == S_IFDIR)
  }

  @Test("the message names the file as given and the reason")
  func message() {
    #expect(
      AtomicFileError(path: "out.json", reason: "it is read-only").description
        == "cannot write 'out.json': it is read-only")
  }
}
