// swift-tools-version:6.0
// The modalplay package: a terminal playground for snap-point modal configurations.
import PackageDescription

// The library targets (ModalCore and what it depends on) use no unsafe flags: SwiftPM refuses
// a versioned dependency whose product contains a target with them.

/// The folder of this manifest, for the linker script of modalplay's link on Linux.
let packageFolder = String(#filePath.dropLast("/Package.swift".count))
let package = Package(
  name: "ModalPlayground",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "modalplay", targets: ["modalplay"]),
    .library(name: "ModalCore", targets: ["ModalCore"]),
  ],
  targets: [
    // Output plumbing shared by the modules of this package, exported by no product: the byte
    // buffer, the number formatter and the "did you mean" suggestions.
    .target(name: "ModalSupport"),
    .target(
      name: "ModalCore",
      dependencies: ["ModalSupport"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "ModalRender", dependencies: ["ModalCore", "ModalSupport"]),
    // Swift in and out (issue 14): `export swift TARGET` and `load FILE.swift`.
    .target(name: "ModalSwift", dependencies: ["ModalCore", "ModalSupport"]),
    .target(
      name: "ModalShell", dependencies: ["ModalCore", "ModalRender", "ModalSupport", "ModalSwift"]),
    // libedit's header only (histedit.h, from libedit-dev; macOS has it): the library is not
    // linked but loaded when line editing starts (CEditShim's mp_libedit_load), so that a
    // script or a `-c` run does not load it and the libraries it needs at every start. (No
    // pkgConfig: SwiftPM would link what pkg-config's `--libs` names.)
    .systemLibrary(name: "CLibEdit"),
    .target(name: "CEditShim", dependencies: ["CLibEdit"]),
    // The line readers (a stream, libedit on a terminal), shared by modalplay and the test
    // driver below.
    .target(name: "ModalTerminal", dependencies: ["CEditShim", "ModalSupport"]),
    .executableTarget(
      name: "modalplay",
      dependencies: [
        "ModalCore", "ModalRender", "ModalShell", "ModalSupport", "ModalSwift", "ModalTerminal",
        "CEditShim",
      ],
      // The Swift runtime linked in statically on Linux: start-up no longer spends most of its
      // time resolving symbols of shared libraries (about 7 ms -> 4 ms). Issue 17: the C++
      // runtime too (Linker/static-libstdc++ explains how), and the executable's symbols are
      // not exported (the runtime's start-up walks them; nothing looks them up): 7.3 M -> 5.4 M
      // instructions for `modalplay -c quit`. And not position-independent: the loader then
      // has no 30 000 relocations of the runtime's metadata to apply at every start (-0.4 M
      // instructions, 70 fewer page faults); the cost is that the executable's own address is
      // not randomised, which a playground that reads the user's own files can afford.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-L", packageFolder + "/Linker/static-libstdc++",
            "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie",
          ], .when(platforms: [.linux]))
      ]
    ),
    // A tiny program that drives the real line readers for the terminal tests (not shipped
    // in modalplay).
    .executableTarget(name: "modalplay-linedemo", dependencies: ["ModalTerminal"]),
    .executableTarget(name: "modalbench", dependencies: ["ModalCore", "ModalSupport"]),
    // The fuzzing harness (docs/fuzzing.md), in no product: the targets' drivers and
    // invariant checks, shared by modalfuzz and the corpus replay test. modalfuzz replays
    // corpus files; built by bench/fuzz.sh with -DFUZZING and -sanitize=fuzzer it is the
    // libFuzzer program.
    .target(name: "ModalFuzzSupport", dependencies: ["ModalCore", "ModalShell", "ModalSwift"]),
    .executableTarget(
      name: "modalfuzz", dependencies: ["ModalFuzzSupport"], path: "Sources/ModalFuzz"),
    // Helpers the test targets share: a seeded random generator, managers on presets.
    .target(name: "ModalTestSupport", dependencies: ["ModalCore"], path: "Tests/ModalTestSupport"),
    .testTarget(
      name: "ModalCoreTests", dependencies: ["ModalCore", "ModalSupport", "ModalTestSupport"]),
    .testTarget(
      name: "ModalRenderTests", dependencies: ["ModalRender", "ModalTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "ModalShellTests", dependencies: ["ModalShell", "ModalTestSupport"],
      exclude: ["Schemas"]),
    // Stubs/ holds the target libraries' declarations and Golden/ the exported files: read by
    // the tests with swiftc, not compiled into them. Corpus/ holds real apps' and samples' Swift
    // files that the importer reads in CorpusTests: data, not test code.
    .testTarget(
      name: "ModalSwiftTests", dependencies: ["ModalShell", "ModalSwift", "ModalTestSupport"],
      exclude: ["Stubs", "Golden", "Corpus", "TSX"]),
    .testTarget(
      name: "ModalFuzzTests", dependencies: ["ModalCore", "ModalFuzzSupport", "ModalShell"]),
  ],
  swiftLanguageModes: [.v6]
)
