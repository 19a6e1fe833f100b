#!/usr/bin/env python3
"""The string check checks what it must without being told: a scratch copy of Sources gets a new feature folder
(a fifth tab nobody listed) holding an English sentence, and tools/check_strings.py must fail on it; the same copy
without the sentence must pass. Run by make lint."""
import pathlib, shutil, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
with tempfile.TemporaryDirectory() as scratch:
    shutil.copytree(ROOT / "Sources", pathlib.Path(scratch) / "Sources")
    tab = pathlib.Path(scratch) / "Sources" / "Scratch"
    tab.mkdir()
    (tab / "ScratchView.swift").write_text('let title = "Nothing to see here yet"\n', encoding="utf-8")
    check = [sys.executable, str(ROOT / "tools" / "check_strings.py"), scratch]
    found = subprocess.run(check, capture_output=True, text=True)
    if found.returncode == 0 or "Sources/Scratch/ScratchView.swift" not in found.stdout:
        print("check_strings.py did not find the sentence in a new feature folder:\n" + found.stdout)
        sys.exit(1)
    (tab / "ScratchView.swift").write_text('let title = L.storesTabTitle\n', encoding="utf-8")
    # A Korean word added to an existing feature file (it would show in English mode too) fails the check.
    view = pathlib.Path(scratch) / "Sources" / "Stores" / "StoresView.swift"
    original = view.read_text(encoding="utf-8")
    view.write_text(original + 'let scratchLabel = "영업 중"\n', encoding="utf-8")
    korean = subprocess.run(check, capture_output=True, text=True)
    if korean.returncode == 0 or "영업 중" not in korean.stdout:
        print("check_strings.py did not find a Korean literal in a feature file:\n" + korean.stdout)
        sys.exit(1)
    view.write_text(original, encoding="utf-8")
    clean = subprocess.run(check, capture_output=True, text=True)
    if clean.returncode != 0:
        print("check_strings.py failed on the clean copy:\n" + clean.stdout)
        sys.exit(1)
print("check_strings: a new feature folder is checked, and a Korean literal in a feature file is found")
